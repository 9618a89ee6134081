import TesseraCanvas
import TesseraView

/// The app's key tables.
public enum KeyBindings {
    /// Keys that work on every screen.
    public static let common: [KeyBinding] = [
        KeyBinding([.up, .character("k")], label: "↑ k", help: "Move focus up", command: .move(.up)),
        KeyBinding(
            [.down, .character("j")], label: "↓ j", help: "Move focus down", hint: "↑↓←→ move",
            command: .move(.down)),
        KeyBinding([.left, .character("h")], label: "← h", help: "Move focus left", command: .move(.left)),
        KeyBinding(
            [.right, .character("l")], label: "→ l", help: "Move focus right", command: .move(.right)),
        KeyBinding([.pageUp], label: "PgUp", help: "Scroll up a page", command: .page(.up)),
        KeyBinding(
            [.pageDown, .character(" ")], label: "PgDn Space", help: "Scroll down a page",
            command: .page(.down)),
        KeyBinding([.home, .character("g")], label: "Home g", help: "First item", command: .first),
        KeyBinding([.end, .character("G")], label: "End G", help: "Last item", command: .last),
        back(hint: nil),
        KeyBinding(
            [.character("?"), .function(1)], label: "? F1", help: "Show or hide this help", hint: "? help",
            command: .help),
        KeyBinding([.character("q")], label: "q", help: "Quit", hint: "q quit", command: .quit),
    ]

    /// The common keys on a screen that has one to go back to: going back is hinted too.
    public static let commonWithBack: [KeyBinding] = common.map {
        $0.command == .back ? back(hint: "esc back") : $0
    }

    private static func back(hint: String?) -> KeyBinding {
        KeyBinding(
            [.escape, .backspace], label: "Esc ⌫", help: "Back (close help first)", hint: hint, command: .back
        )
    }

    /// Opening an item.
    public static let open = KeyBinding(
        [.enter], label: "Enter", help: "Open the focused friend's feed", hint: "⏎ open", command: .select)

    /// The Friends screen's own keys.
    public static let friends: [KeyBinding] = [
        open,
        KeyBinding(
            [.character("u")], label: "u", help: "Apply remote updates (animated)", hint: "u update",
            command: .update),
        KeyBinding(
            [.character("r")], label: "r", help: "Reset the data (pull to refresh)", hint: "r reset",
            command: .reset),
        filter,
        KeyBinding(
            [.character("s")], label: "s", help: "Sort: as given, by name, newest first", hint: "s sort",
            command: .sort),
    ]

    /// Filtering the list by name.
    public static let filter = KeyBinding(
        [.character("/")], label: "/", help: "Filter by name (Enter keeps it, Esc clears it)",
        hint: "/ filter", command: .filter)

    /// Sorting the album list.
    public static let sortAlbums = KeyBinding(
        [.character("s")], label: "s", help: "Sort: by folder, newest photo first, most photos first",
        hint: "s sort", command: .sort)

    /// Reading a browsed folder again (changes show by themselves while it is watched).
    public static let rescan = KeyBinding(
        [.character("r")], label: "r", help: "Read the folder again (rescan)", command: .reset)

    /// Sorting an album's Feed.
    public static let sortPhotos = KeyBinding(
        [.character("s")], label: "s", help: "Sort: by name, newest first, largest first", hint: "s sort",
        command: .sort)

    /// Opening an album (the album list of `tessera PATH`).
    public static let openAlbum = KeyBinding(
        [.enter], label: "Enter", help: "Open the focused album", hint: "⏎ open", command: .select)

    /// Showing or hiding the photos' names on a Feed's tiles (the focused photo's name always shows).
    public static let captions = KeyBinding(
        [.character("c")], label: "c", help: "Show or hide the names on the tiles", command: .toggleCaptions)

    /// Viewing a photo (a photo Feed).
    public static let viewPhoto = KeyBinding(
        [.enter], label: "Enter", help: "View the focused photo", hint: "⏎ view", command: .select)

    /// The keys of the viewers (a photo, or a Feed's picture); they take over the arrows and paging keys
    /// from the common table.
    public static let viewer: [KeyBinding] = [
        KeyBinding(
            [.left, .character("h"), .up, .character("k"), .pageUp], label: "← h ↑ k PgUp",
            help: "Previous picture",
            hint: "←→ previous/next", command: .move(.left)),
        KeyBinding(
            [.right, .character("l"), .down, .character("j"), .pageDown, .character(" ")],
            label: "→ l ↓ j PgDn Space", help: "Next picture", command: .move(.right)),
        KeyBinding([.home, .character("g")], label: "Home g", help: "First picture", command: .first),
        KeyBinding([.end, .character("G")], label: "End G", help: "Last picture", command: .last),
        KeyBinding(
            [.escape, .backspace], label: "Esc ⌫", help: "Back to the Feed", hint: "esc back",
            command: .back
        ),
    ]

    /// The photo viewer's stepping keys: the viewers' keys without Space, which marks there.
    package static let photoViewer: [KeyBinding] = viewer.map { binding in
        guard binding.keys.contains(.character(" ")) else { return binding }
        return KeyBinding(
            binding.keys.filter { $0 != .character(" ") }, label: "→ l ↓ j PgDn", help: binding.help,
            hint: binding.hint, command: binding.command)
    }

    /// The Feed screen's own keys.
    public static let feed: [KeyBinding] = [
        KeyBinding(
            [.enter], label: "Enter", help: "View the focused picture", hint: "⏎ view", command: .select)
    ]
}
