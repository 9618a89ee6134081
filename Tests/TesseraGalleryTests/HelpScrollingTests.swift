import TesseraCanvas
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The help when the screen is too small for it: it pages and scrolls with the usual keys and the wheel,
/// says which rows it shows, wraps at spaces, and lists what the mouse does.
@MainActor
@Suite struct HelpScrollingTests {
    @Test func atFortyByTwelveTheHelpShowsItsFirstPageAndWhereItIs() throws {
        let screen = try Screen.snapshot("?", size: "40x12")
        let expected = """
            ╭─ Keys ─────────────────── 1–8 of 29 ─╮
            │                                      │
            │ Enter       Open the focused         │
            │             friend's feed            │
            │ u           Apply remote updates     │
            │             (animated)               │
            │ r           Reset the data (pull to  │
            │             refresh)                 │
            │ /           Filter by name (Enter    │
            │             keeps it, Esc clears it) │
            │                                      │
            ╰──────────↑↓ scroll · Esc or ? closes─╯
            """
        expectScreen(screen, expected)
    }

    @Test func theEndOfTheHelpShowsTheMouse() throws {
        let screen = try Screen.snapshot("? end", size: "40x12")
        let expected = """
            ╭─ Keys ───────────────── 22–29 of 29 ─╮
            │                                      │
            │                                      │
            │ Mouse                                │
            │ click           Focus; open if       │
            │                 already focused      │
            │ wheel           Scroll the view      │
            │                 under the pointer    │
            │ click u Update  Apply remote updates │
            │                 (animated)           │
            │                                      │
            ╰──────────↑↓ scroll · Esc or ? closes─╯
            """
        expectScreen(screen, expected)
    }

    @Test func theThirdPageShowsQuit() throws {
        let screen = try Screen.snapshot("? pgdn pgdn", size: "40x12")
        #expect(screen.lines()[0].contains(" 17–24 of 29 "))
        #expect(screen.lines()[6] == "│ q           Quit                     │")
    }

    @Test(arguments: [20, 24, 30, 40, 60, 100])
    func pagesShowEveryRowInOrder(_ width: Int) throws {
        let all = try Self.rows(of: Screen.snapshot("?", size: "\(width)x200"))
        var keys = "?"
        var seen = 0
        while seen < all.count {
            let screen = try Screen.snapshot(keys, size: "\(width)x12")
            let position = try #require(screen.lines()[0].firstMatch(of: /([0-9]+)–([0-9]+) of ([0-9]+)/))
            let (first, last) = (Int(position.1)!, Int(position.2)!)
            #expect(Int(position.3) == all.count)
            #expect(first == min(seen + 1, all.count - 7) && last == min(seen + 8, all.count), "\(keys)")
            #expect(try Self.rows(of: screen) == Array(all[(first - 1)..<last]), "\(keys)")
            seen = last
            keys += " pgdn"
        }
        #expect(
            try Screen.snapshot(keys, size: "\(width)x12") == Screen.snapshot("? end", size: "\(width)x12"))
        let up = keys.replacing("pgdn", with: "pgup")
        #expect(
            try Screen.snapshot("? end" + up.dropFirst(), size: "\(width)x12")
                == Screen.snapshot("?", size: "\(width)x12"))
    }

    @Test func theArrowsScrollOneRowAndStopAtEitherEnd() throws {
        let top = try Self.rows(of: Screen.snapshot("?", size: "40x12"))
        let down = try Screen.snapshot("? down", size: "40x12")
        #expect(down.lines()[0].contains(" 2–9 of 29 "))
        #expect(try Self.rows(of: down).dropLast() == top.dropFirst())
        #expect(try Screen.snapshot("? j", size: "40x12") == down)
        #expect(try Screen.snapshot("? up", size: "40x12") == Screen.snapshot("?", size: "40x12"))
        #expect(try Screen.snapshot("? down k", size: "40x12") == Screen.snapshot("?", size: "40x12"))
        #expect(try Screen.snapshot("? G down", size: "40x12") == Screen.snapshot("? end", size: "40x12"))
        #expect(try Screen.snapshot("? end g", size: "40x12") == Screen.snapshot("?", size: "40x12"))
    }

    @Test func theWheelOverTheHelpScrollsItAndBesideItClosesIt() throws {
        #expect(
            try Screen.snapshot("? wheeldown:20,6", size: "40x12")
                == Screen.snapshot("? down down down", size: "40x12"))
        #expect(
            try Screen.snapshot("? wheeldown:20,6 wheelup:20,6", size: "40x12")
                == Screen.snapshot("?", size: "40x12"))
        #expect(try Screen.snapshot("? wheeldown:5,15", size: "100x30") == Screen.snapshot(size: "100x30"))
    }

    @Test func whenTheHelpFitsTheScrollKeysLeaveItOpenAndUnmoved() throws {
        let help = try Screen.snapshot("?", size: "100x30")
        #expect(!help.lines()[0].contains(" of "), "no position when every row shows")
        for keys in ["? down", "? pgdn", "? end", "? up", "? wheeldown:50,15"] {
            #expect(try Screen.snapshot(keys, size: "100x30") == help, "\(keys)")
        }
    }

    @Test func theHelpListsWhatTheMouseDoesOnTheScreenItCovers() throws {
        let friends = try Screen.snapshot("?", size: "100x30").lines()
        let mouse = [
            "│ Mouse ", "│ click           Focus; open if already focused ",
            "│ wheel           Scroll the view under the pointer ",
            "│ click u Update  Apply remote updates (animated) ",
        ]
        var previous = -1
        for entry in mouse {
            let row = try #require(friends.firstIndex { $0.contains(entry) }, "\(entry)")
            #expect(row > previous)
            previous = row
        }
        let feed = try Screen.snapshot("enter ?", size: "100x30")
        #expect(feed.plainText.contains("│ click ‹  Back "))
        #expect(!feed.plainText.contains("click u Update"))
        let viewer = try Screen.snapshot("enter enter ?", size: "100x30")
        #expect(viewer.plainText.contains("│ wheel    Previous, next picture "))
        #expect(!viewer.plainText.contains("Focus; open"), "a click on a viewer's picture does nothing")
    }

    /// The words of the Friends help, in reading order: each entry's label, then its text.
    static let friendsWords: [String] = {
        let entries =
            (KeyBindings.friends + KeyBindings.common).map { [$0.label, $0.help] } + [
                ["Mouse"], ["click", "Focus; open if already focused"],
                ["wheel", "Scroll the view under the pointer"],
                ["click u Update", "Apply remote updates (animated)"],
            ]
        return entries.joined().flatMap { $0.split(separator: " ").map(String.init) }
    }()

    @Test(arguments: 20...120)
    func atEveryWidthEveryWordIsWholeAndInsideTheBox(_ width: Int) throws {
        let screen = try Screen.snapshot("?", size: "\(width)x200")
        let rows = try Self.rows(of: screen)
        #expect(rows.flatMap { $0.split(separator: " ").map(String.init) } == Self.friendsWords)
    }

    /// The content rows of the help box on `screen` (the box whose top border has a title or a position;
    /// between its padding rows), inside the borders, trimmed; checks that the box is whole: corners, and a border on both sides of every row.
    static func rows(
        of screen: Canvas, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let top = try #require(
            screen.cells(showing: "╭").first { corner in
                let border = screen.text(
                    row: corner.row, from: corner.column, width: screen.columns - corner.column)
                let edge = border.prefix { $0 != "╮" }.dropFirst()
                return !edge.contains("╭") && edge.contains { $0.isLetter || $0.isNumber }
            }, "the corner of the box titled Keys or with its position", sourceLocation: sourceLocation)
        let right = try #require(
            (top.column + 1..<screen.columns).first { screen[$0, top.row].grapheme == "╮" },
            "its other corner",
            sourceLocation: sourceLocation)
        let bottom = try #require(
            (top.row + 1..<screen.rows).first { screen[top.column, $0].grapheme == "╰" }, "its bottom",
            sourceLocation: sourceLocation)
        #expect(screen[right, bottom].grapheme == "╯", sourceLocation: sourceLocation)
        var rows: [String] = []
        for row in top.row + 1..<bottom {
            #expect(
                screen[top.column, row].grapheme == "│", "left border, row \(row)",
                sourceLocation: sourceLocation)
            #expect(
                screen[right, row].grapheme == "│", "right border, row \(row)", sourceLocation: sourceLocation
            )
            rows.append(
                screen.text(row: row, from: top.column + 1, width: right - top.column - 1).trimmingCharacters(
                    in: " "))
        }
        return Array(rows.dropFirst().dropLast())
    }
}
