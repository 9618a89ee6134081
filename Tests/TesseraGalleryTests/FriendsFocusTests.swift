import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Moving the focus on the Friends screen with arrows, vim keys, Home/End and paging: the status line's
/// position and the one card drawn with a heavy border must agree.
@MainActor
@Suite struct FriendsFocusTests {
    /// A key script and where the focus must end up.
    struct Move: Sendable, CustomTestStringConvertible {
        let keys: String
        let size: String
        let position: Int
        let name: String

        init(_ keys: String, _ size: String, _ position: Int, _ name: String) {
            self.keys = keys
            self.size = size
            self.position = position
            self.name = name
        }

        var testDescription: String { "\(keys) at \(size) → \(position) \(name)" }
    }

    /// Friends 1…4 are the sample's Steve, Mohammed, Samir and Priyanka; in the grid they sit two by two.
    nonisolated static let gridMoves: [Move] = [
        Move("", "100x30", 1, "Steve"),
        Move("down", "100x30", 3, "Samir"),
        Move("right", "100x30", 2, "Mohammed"),
        Move("right down", "100x30", 4, "Priyanka"),
        Move("down right up", "100x30", 2, "Mohammed"),
        Move("right left", "100x30", 1, "Steve"),
        Move("down up", "100x30", 1, "Steve"),
        Move("down down down", "100x30", 7, "Tunde Adeyemi"),
        Move("G", "100x30", 40, "María García"),
        Move("G g", "100x30", 1, "Steve"),
        Move("end", "100x30", 40, "María García"),
        Move("end home", "100x30", 1, "Steve"),
        Move("pgdn", "100x30", 11, "Ivan Petrov"),
        Move("pgdn pgdn", "100x30", 21, "Ying Huang"),
        Move("space", "100x30", 11, "Ivan Petrov"),
        Move("G pgup", "100x30", 30, "Benjamin Ward"),
    ]

    /// In the one-column list, left and right have nowhere to go.
    nonisolated static let listMoves: [Move] = [
        Move("down", "40x20", 2, "Mohammed"),
        Move("down down down", "40x20", 4, "Priyanka"),
        Move("down down up", "40x20", 2, "Mohammed"),
        Move("right", "40x20", 1, "Steve"),
        Move("down left", "40x20", 2, "Mohammed"),
        Move("G", "40x20", 40, "María García"),
        Move("G home", "40x20", 1, "Steve"),
        Move("pgdn", "40x20", 4, "Priyanka"),
        Move("G pgup", "40x20", 37, "Nikola Jovanović"),
    ]

    @Test(arguments: gridMoves + listMoves)
    func focusLandsOnTheExpectedFriend(_ move: Move) throws {
        let screen = try Screen.snapshot(move.keys, size: move.size)
        #expect(screen.statusLine.hasPrefix(" \(move.position) of 40  "), "status: \(screen.statusLine)")
        #expect(screen.focusedBoxCorners.count == 1, "exactly one heavy card")
        #expect(screen.cells(showing: "┛").count == 1, "the focused card is wholly on screen")
        let title = try #require(screen.focusedCardTitle)
        #expect(title.hasSuffix(" \(move.name)'s Feed"), "focused card: \(title)")
    }

    @Test(arguments: [
        ("up", "k"), ("down", "j"), ("right down left", "l j h"), ("right", "l"), ("home", "g"), ("end", "G"),
        ("pgdn", "space"), ("down down right up", "j j l k"),
    ])
    func vimKeysDoWhatTheArrowsDo(_ arrows: String, _ vim: String) throws {
        let prefix = "down down "  // start on the fifth friend, away from every edge
        for size in ["100x30", "40x20"] {
            let withArrows = try Screen.snapshot(prefix + arrows, size: size)
            #expect(withArrows == (try Screen.snapshot(prefix + vim, size: size)), "\(size)")
            if size == "100x30" {
                #expect(
                    withArrows.statusLine != (try Screen.snapshot(prefix, size: size)).statusLine,
                    "the keys move")
            }
        }
    }

    @Test func movingPastTheEdgesKeepsTheFocus() throws {
        #expect(try Screen.snapshot("up", size: "100x30") == Screen.snapshot(size: "100x30"))
        #expect(try Screen.snapshot("left", size: "100x30") == Screen.snapshot(size: "100x30"))
        #expect(try Screen.snapshot("G down", size: "100x30") == Screen.snapshot("G", size: "100x30"))
        #expect(try Screen.snapshot("G right", size: "100x30") == Screen.snapshot("G", size: "100x30"))
        #expect(try Screen.snapshot("G pgdn", size: "100x30") == Screen.snapshot("G", size: "100x30"))
        #expect(try Screen.snapshot("pgup", size: "100x30") == Screen.snapshot(size: "100x30"))
    }

    @Test func pageDownScrollsTheFirstPageAwayAndFocusesACardOnTheNextPage() throws {
        let screen = try Screen.snapshot("pgdn", size: "100x30")
        #expect(!screen.plainText.contains("Steve's Feed"))
        #expect(screen.focusedBoxCorners.count == 1)
        let start = try Screen.snapshot(size: "100x30")
        #expect(!start.plainText.contains("João Silva"), "the focused friend was not on the first page")
    }

    /// Sizes where the 40 friends do not fit on one screen, so a page really scrolls. (When everything
    /// fits, a page moves the focus to the last or first row instead.)
    @Test(arguments: ["100x30", "40x20", "60x17", "200x40"])
    func pageDownThenPageUpComesBackToTheSameFriend(size: String) throws {
        let start = try Screen.snapshot(size: size)
        for keys in ["pgdn pgup", "pgdn pgdn pgup pgup", "j pgdn pgup"] {
            let back = try Screen.snapshot(keys, size: size)
            let expected = try Screen.snapshot(keys.hasPrefix("j") ? "j" : "", size: size)
            #expect(
                Self.withoutFocus(back) == Self.withoutFocus(start), "the same friends in the same places")
            #expect(back == expected, "\(keys) at \(size)")
        }
    }

    /// The screen's text with heavy borders drawn light and the status line left out.
    static func withoutFocus(_ canvas: Canvas) -> String {
        let light: [Character: Character] = ["┏": "╭", "┓": "╮", "┗": "╰", "┛": "╯", "━": "─", "┃": "│"]
        return String(canvas.lines().dropLast().joined(separator: "\n").map { light[$0] ?? $0 })
    }
}
