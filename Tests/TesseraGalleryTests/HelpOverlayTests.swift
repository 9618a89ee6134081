import TesseraCanvas
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The `?` help overlay: generated from the key table of the screen it covers, closed by Esc or `?`,
/// and kept inside its box on any screen (scrolling and wrapping: see `HelpScrollingTests`).
@MainActor
@Suite struct HelpOverlayTests {
    @Test func helpOverFriendsAsAWholeScreen() throws {
        let screen = try Screen.snapshot("?", size: "100x30")
        let expected = """
             Friends                                                                                   u Update

             ┏━━━━━━━━━━━━━━━╭─ Keys ────────────────────────────────────────────────────────╮────────────────╮
             ┃  S   Steve's F│                                                               │                │
             ┃      Updated S│ Enter       Open the focused friend's feed                    │                │
             ┗━━━━━━━━━━━━━━━│ u           Apply remote updates (animated)                   │────────────────╯
                             │ r           Reset the data (pull to refresh)                  │
             ╭───────────────│ /           Filter by name (Enter keeps it, Esc clears it)    │────────────────╮
             │  S   Samir's F│ s           Sort: as given, by name, newest first             │                │
             │      Updated J│ ↑ k         Move focus up                                     │                │
             ╰───────────────│ ↓ j         Move focus down                                   │────────────────╯
                             │ ← h         Move focus left                                   │
             ╭───────────────│ → l         Move focus right                                  │────────────────╮
             │  GM  Gaëlle Mo│ PgUp        Scroll up a page                                  │                │
             │      Updated D│ PgDn Space  Scroll down a page                                │                │
             ╰───────────────│ Home g      First item                                        │────────────────╯
                             │ End G       Last item                                         │
             ╭───────────────│ Esc ⌫       Back (close help first)                           │────────────────╮
             │  TA  Tunde Ade│ ? F1        Show or hide this help                            │                │
             │      Updated D│ q           Quit                                              │                │
             ╰───────────────│                                                               │────────────────╯
                             │ Mouse                                                         │
             ╭───────────────│ click           Focus; open if already focused                │────────────────╮
             │  VN  Vikram Na│ wheel           Scroll the view under the pointer             │                │
             │      Updated O│ click u Update  Apply remote updates (animated)               │                │
             ╰───────────────│                                                               │────────────────╯
                             ╰───────────────────────────────────────────────Esc or ? closes─╯
             ╭──────────────────────────────────────────────╮  ╭──────────────────────────────────────────────╮
             │  IP  Ivan Petrov's Feed                      │  │  FB  Fleur Bakker's Feed                     │
             1 of 40  ⏎ open · u update · r reset · / filter · s sort · ↑↓←→ move · ? help · q quit
            """
        expectScreen(screen, expected)
    }

    @Test func helpListsEveryFriendsBindingInTableOrder() throws {
        let bindings = KeyBindings.friends + KeyBindings.common
        #expect(GalleryApp(options: GalleryOptions()).keyBindings.map(\.label) == bindings.map(\.label))
        try Self.expectListed(bindings, in: Screen.snapshot("?", size: "100x30"))
        try Self.expectListed(bindings, in: Screen.snapshot("f1", size: "100x30"))
    }

    @Test func helpInTheFeedListsTheFeedsBindings() throws {
        let bindings = KeyBindings.feed + KeyBindings.common
        let screen = try Screen.snapshot("enter ?", size: "100x30")
        try Self.expectListed(bindings, in: screen)
        #expect(!screen.plainText.contains(KeyBindings.friends[1].help), "no Friends-only binding")
        #expect(screen.titleLine.hasPrefix(" ‹ Steve's Feed"))
    }

    @Test(arguments: ["? esc", "? ?", "? bs", "f1 f1", "? f1", "f1 esc"])
    func escapeAndQuestionMarkCloseTheHelp(_ keys: String) throws {
        #expect(try Screen.snapshot(keys, size: "100x30") == Screen.snapshot(size: "100x30"))
    }

    @Test func escapeClosesTheHelpBeforeLeavingTheFeed() throws {
        let feed = try Screen.snapshot("down enter", size: "100x30")
        #expect(try Screen.snapshot("down enter ? esc", size: "100x30") == feed)
        #expect(
            try Screen.snapshot("down enter ? esc esc", size: "100x30")
                == Screen.snapshot("down", size: "100x30"))
    }

    @Test func aKeyThatDoesNotScrollTheHelpClosesItAndActs() throws {
        #expect(try Screen.snapshot("? right", size: "100x30") == Screen.snapshot("right", size: "100x30"))
        #expect(try Screen.snapshot("? enter", size: "100x30") == Screen.snapshot("enter", size: "100x30"))
        #expect(try Screen.snapshot("? u", size: "100x30") == Screen.snapshot("u", size: "100x30"))
    }

    @Test(arguments: ["click:10,8", "click:60,8", "wheeldown", "wheelup"])
    func theMouseClosesTheHelpWithoutReachingTheItemsBeneath(_ mouse: String) throws {
        #expect(try Screen.snapshot("? \(mouse)", size: "100x30") == Screen.snapshot(size: "100x30"))
    }

    @Test func helpOnANarrowScreenWrapsInsideTheBox() throws {
        let screen = try Screen.snapshot("?", size: "40x20")
        let expected = """
            ╭─ Keys ────────────────── 1–16 of 29 ─╮
            │                                      │
            │ Enter       Open the focused         │
            │             friend's feed            │
            │ u           Apply remote updates     │
            │             (animated)               │
            │ r           Reset the data (pull to  │
            │             refresh)                 │
            │ /           Filter by name (Enter    │
            │             keeps it, Esc clears it) │
            │ s           Sort: as given, by name, │
            │             newest first             │
            │ ↑ k         Move focus up            │
            │ ↓ j         Move focus down          │
            │ ← h         Move focus left          │
            │ → l         Move focus right         │
            │ PgUp        Scroll up a page         │
            │ PgDn Space  Scroll down a page       │
            │                                      │
            ╰──────────↑↓ scroll · Esc or ? closes─╯
            """
        expectScreen(screen, expected)
    }

    @Test(arguments: ["10x20", "12x20", "14x20", "20x8", "30x10", "100x12"])
    func helpNeverDrawsOutsideItsBox(_ size: String) throws {
        // The rows of the box, read between its borders: the helper checks the borders are whole.
        let rows = try HelpScrollingTests.rows(of: Screen.snapshot("?", size: size))
        #expect(rows.first?.hasPrefix("Enter") == true)
    }

    @Test func helpOnAShortScreenSaysWhichRowsItShows() throws {
        let screen = try Screen.snapshot("?", size: "100x12")
        let expected = """
             Friends         ╭─ Keys ──────────────────────────────────────────── 1–8 of 21 ─╮         u Update
                             │                                                               │
             ┏━━━━━━━━━━━━━━━│ Enter       Open the focused friend's feed                    │────────────────╮
             ┃  S   Steve's F│ u           Apply remote updates (animated)                   │                │
             ┃      Updated S│ r           Reset the data (pull to refresh)                  │                │
             ┗━━━━━━━━━━━━━━━│ /           Filter by name (Enter keeps it, Esc clears it)    │────────────────╯
                             │ s           Sort: as given, by name, newest first             │
             ╭───────────────│ ↑ k         Move focus up                                     │────────────────╮
             │  S   Samir's F│ ↓ j         Move focus down                                   │                │
             │      Updated J│ ← h         Move focus left                                   │                │
             ╰───────────────│                                                               │────────────────╯
             1 of 40  ⏎ open ╰───────────────────────────────────↑↓ scroll · Esc or ? closes─╯ quit
            """
        expectScreen(screen, expected)
    }

    /// Every binding's label and help appear on one line of the overlay, in table order, the help texts
    /// lined up in one column.
    static func expectListed(
        _ bindings: [KeyBinding], in screen: Canvas, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let lines = screen.lines()
        let keyWidth = bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
        var previous = -1
        for binding in bindings {
            let padding = String(repeating: " ", count: keyWidth - DisplayWidth.of(binding.label))
            let entry = "│ \(binding.label)\(padding)  \(binding.help) "
            let row = try #require(
                lines.firstIndex { $0.contains(entry) }, "\(binding.label) \(binding.help) is listed",
                sourceLocation: sourceLocation)
            #expect(
                row > previous, "\(binding.label) comes after the binding before it",
                sourceLocation: sourceLocation)
            previous = row
        }
        #expect(screen.plainText.contains("─ Keys ─"), sourceLocation: sourceLocation)
        #expect(screen.plainText.contains("Esc or ? closes─╯"), sourceLocation: sourceLocation)
    }
}
