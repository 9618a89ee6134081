import Canvas
import Testing

@testable import Gallery

/// The `?` help overlay: generated from the key table of the screen it covers, closed by Esc or `?`,
/// and kept inside its box on any screen.
@Suite struct HelpOverlayTests {
    @Test func helpOverFriendsAsAWholeScreen() throws {
        let screen = try Screen.snapshot("?", size: "100x30")
        let expected = """
             Friends                                                                                   u Update

             ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓  ╭──────────────────────────────────────────────╮
             ┃  S   Steve's Feed                            ┃  │  M   Mohammed's Feed                         │
             ┃      Updated Sep 25, 2026                    ┃  │      Updated Nov 10, 2026                    │
             ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛  ╰──────────────────────────────────────────────╯
                                     ╭─ Keys ────────────────────────────────────────╮
             ╭───────────────────────│                                               │────────────────────────╮
             │  S   Samir's Feed     │ Enter       Open the focused friend's feed    │                        │
             │      Updated Jul 3, 20│ u           Apply remote updates (animated)   │026                     │
             ╰───────────────────────│ r           Reset the data (pull to refresh)  │────────────────────────╯
                                     │ ↑ k         Move focus up                     │
             ╭───────────────────────│ ↓ j         Move focus down                   │────────────────────────╮
             │  GM  Gaëlle Morin's Fe│ ← h         Move focus left                   │ed                      │
             │      Updated Dec 31, 2│ → l         Move focus right                  │2026                    │
             ╰───────────────────────│ PgUp        Scroll up a page                  │────────────────────────╯
                                     │ PgDn Space  Scroll down a page                │
             ╭───────────────────────│ Home g      First item                        │────────────────────────╮
             │  TA  Tunde Adeyemi's F│ End G       Last item                         │                        │
             │      Updated Dec 6, 20│ Esc ⌫       Back (close help first)           │2025                    │
             ╰───────────────────────│ ? F1        Show or hide this help            │────────────────────────╯
                                     │ q           Quit                              │
             ╭───────────────────────│                                               │────────────────────────╮
             │  VN  Vikram Nair's Fee╰───────────────────────────────Esc or ? closes─╯ed                      │
             │      Updated Oct 14, 2025                    │  │      Updated Jul 7, 2026                     │
             ╰──────────────────────────────────────────────╯  ╰──────────────────────────────────────────────╯

             ╭──────────────────────────────────────────────╮  ╭──────────────────────────────────────────────╮
             │  IP  Ivan Petrov's Feed                      │  │  FB  Fleur Bakker's Feed                     │
             1 of 40  ⏎ open · u update · r reset · ↑↓←→ move · ? help · q quit
            """
        #expect(screen.trimmedText == Screen.text(expected))
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

    @Test func anotherKeyClosesTheHelpAndActs() throws {
        #expect(try Screen.snapshot("? down", size: "100x30") == Screen.snapshot("down", size: "100x30"))
        #expect(try Screen.snapshot("? enter", size: "100x30") == Screen.snapshot("enter", size: "100x30"))
    }

    @Test(arguments: ["click:10,8", "click:60,8", "wheeldown", "wheelup"])
    func theMouseClosesTheHelpWithoutReachingTheItemsBeneath(_ mouse: String) throws {
        #expect(try Screen.snapshot("? \(mouse)", size: "100x30") == Screen.snapshot(size: "100x30"))
    }

    @Test func helpOnANarrowScreenTruncatesInsideTheBox() throws {
        let screen = try Screen.snapshot("?", size: "40x20")
        let expected = """
             Friends                       u Update
            ╭─ Keys ───────────────────────────────╮
            │                                      │
            │ Enter       Open the focused friend… │
            │ u           Apply remote updates (a… │
            │ r           Reset the data (pull to… │
            │ ↑ k         Move focus up            │
            │ ↓ j         Move focus down          │
            │ ← h         Move focus left          │
            │ → l         Move focus right         │
            │ PgUp        Scroll up a page         │
            │ PgDn Space  Scroll down a page       │
            │ Home g      First item               │
            │ End G       Last item                │
            │ Esc ⌫       Back (close help first)  │
            │ ? F1        Show or hide this help   │
            │ q           Quit                     │
            │                                      │
            ╰──────────────────────Esc or ? closes─╯
             1 of 40  ⏎ open · u update · r reset
            """
        #expect(screen.trimmedText == Screen.text(expected))
    }

    @Test(arguments: ["10x20", "12x20", "14x20", "20x8", "30x10", "100x12", "8x3"])
    func helpNeverDrawsOutsideItsBox(_ size: String) throws {
        let screen = try Screen.snapshot("?", size: size)
        let top = try #require(
            screen.cells(showing: "╭").first { screen[$0.column + 3, $0.row].grapheme == "K" },
            "the corner of the box titled Keys")
        let right = try #require(
            (top.column + 1..<screen.columns).first { screen[$0, top.row].grapheme == "╮" },
            "its other corner")
        let bottom = try #require(
            (top.row + 1..<screen.rows).first { screen[top.column, $0].grapheme == "╰" }, "its bottom")
        for row in top.row + 1..<bottom {
            #expect(screen[top.column, row].grapheme == "│", "left border, row \(row)")
            #expect(screen[right, row].grapheme == "│", "right border, row \(row)")
        }
        let bindings = KeyBindings.friends + KeyBindings.common
        let rows = bottom - top.row - 3
        if rows < bindings.count && rows > 0 {
            let hidden = bindings.count - (rows - 1)
            #expect(screen.plainText.contains("… \(hidden) more"), "says how many bindings do not fit")
        }
    }

    @Test func helpOnAShortScreenSaysHowManyBindingsAreLeftOut() throws {
        let screen = try Screen.snapshot("?", size: "100x12")
        let expected = """
             Friends                 ╭─ Keys ────────────────────────────────────────╮                 u Update
                                     │                                               │
             ┏━━━━━━━━━━━━━━━━━━━━━━━│ Enter       Open the focused friend's feed    │────────────────────────╮
             ┃  S   Steve's Feed     │ u           Apply remote updates (animated)   │                        │
             ┃      Updated Sep 25, 2│ r           Reset the data (pull to refresh)  │2026                    │
             ┗━━━━━━━━━━━━━━━━━━━━━━━│ ↑ k         Move focus up                     │────────────────────────╯
                                     │ ↓ j         Move focus down                   │
             ╭───────────────────────│ ← h         Move focus left                   │────────────────────────╮
             │  S   Samir's Feed     │ → l         Move focus right                  │                        │
             │      Updated Jul 3, 20│ … 7 more                                      │026                     │
             ╰───────────────────────│                                               │────────────────────────╯
             1 of 40  ⏎ open · u upda╰───────────────────────────────Esc or ? closes─╯
            """
        #expect(screen.trimmedText == Screen.text(expected))
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
