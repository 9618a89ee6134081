import TesseraCanvas
import TesseraShell

extension KeyBindings {
    /// Accepting in the picker: Enter prints the photos' paths and ends.
    static let acceptPhotos = KeyBinding(
        [.enter], label: "Enter",
        help: "Print the marked (or focused) photos' paths, exit 0",
        hint: "⏎ pick", command: .accept)

    /// Viewing a photo in the picker, where Enter accepts.
    static let viewPhotoWhilePicking = KeyBinding(
        [.character("p")], label: "p", help: "View the focused photo", hint: "p view", command: .select)

    /// The keys that act on the marked photos (or the focused one) on every photo screen.
    /// What a grid of photos (an album's Feed, the timeline) offers first in `mode`: viewing (or, when
    /// picking, accepting), the marks (`v` ending a range once one is open) and the photo actions.
    static func photoGrid(isPicking: Bool, isMarkingRange: Bool) -> [KeyBinding] {
        let viewing = isPicking ? [acceptPhotos, viewPhotoWhilePicking] : [viewPhoto]
        let marks = marking.map { isMarkingRange && $0.command == .markRange ? endRange : $0 }
        return viewing + marks + photoActions
    }

    static let photoActions: [KeyBinding] = [
        KeyBinding(
            [.character("y")], label: "y",
            help: "Copy the marked (or focused) photos' paths (OSC 52)",
            command: .copyPaths),
        KeyBinding(
            [.character("o")], label: "o",
            help: "Open with $TESSERA_OPEN (else xdg-open)", command: .openWith),
    ]

    /// Marking photos (Feed and viewer).
    static let marking: [KeyBinding] = [
        KeyBinding(
            [.character(" ")], label: "Space", help: "Mark or unmark the photo and go to the next",
            hint: "space mark", command: .toggleMark),
        KeyBinding(
            [.character("a")], label: "a", help: "Mark all photos, or none if all are marked",
            command: .markAll),
        KeyBinding(
            [.character("v")], label: "v", help: "Start a range of marks here, or end it here",
            command: .markRange),
        KeyBinding(
            [.character("d"), .delete], label: "d Delete",
            help: "Move the marked (or focused) photos to the trash, y/n", command: .trash),
        KeyBinding([.pageDown], label: "PgDn", help: "Scroll down a page", command: .page(.down)),
    ]

    /// `v` while a range is open: it ends there.
    static let endRange = KeyBinding(
        [.character("v")], label: "v", help: "End the range here, marking the photos between",
        command: .markRange)

    /// Marking in the viewer: Space marks and steps on (it no longer only steps), `a` marks the album.
    static let viewerMarking: [KeyBinding] = [
        KeyBinding(
            [.character("d"), .delete], label: "d Delete", help: "Move this photo to the trash, y/n",
            command: .trash),
        KeyBinding(
            [.character(" ")], label: "Space", help: "Mark or unmark the photo and go to the next",
            hint: "space mark", command: .toggleMark),
        KeyBinding(
            [.character("a")], label: "a", help: "Mark all photos, or none if all are marked",
            command: .markAll),
        undoTrash,
    ]

    /// Putting back what the last trash moved (every photo screen).
    static let undoTrash = KeyBinding(
        [.character("U")], label: "U", help: "Put back the photos the last trash moved", command: .undoTrash)

    /// The answer `y` to the Feed's `Move 3 photos to the trash? y/n`.
    static let confirmTrashingMarked = KeyBinding(
        [.character("y")], label: "y", help: "Move the marked (or focused) photos to the trash",
        command: .trash)

    /// Any other answer to a `… to the trash? y/n`: the y/n closes and nothing moves.
    static let cancelTrash = KeyBinding(
        [.character("n"), .escape], label: "n Esc", help: "Keep the photos (so does any other key)",
        command: .back)

    /// The answer `y` to the viewer's `Move 1 photo to the trash? y/n`.
    static let confirmTrash = KeyBinding(
        [.character("y")], label: "y", help: "Move the photo to the trash", command: .trash)
}
