import TesseraCanvas
import TesseraPictures
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The Feed screen: opened with Enter on a friend, 50,000 generated pictures in a mosaic, Esc or
/// Backspace back to Friends.
@MainActor
@Suite struct FeedScreenTests {
    @Test func enterOpensTheFocusedFriendsFeedOnTheFirstPicture() throws {
        let screen = try Screen.snapshot("enter", size: "60x16")
        // Each picture leaves a gutter: the blank last column (29 and 59 below) and, under the caption,
        // a last row of half blocks on the terminal's background.
        let expected = """
             ‹ Steve's Feed
            ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┃ Hills by day #1 ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃
            ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄
             1 of 50,000  ⏎ view · / filter · ↑↓←→ move · esc back
            """
        expectScreen(screen, expected)
    }

    @Test func theFeedIsTitledWithTheFocusedFriendsName() throws {
        let screen = try Screen.snapshot("down down enter", size: "100x30")
        #expect(screen.titleLine == " ‹ Gaëlle Morin's Feed")
        #expect(screen.statusLine.hasPrefix(" 1 of 50,000  "))
        #expect(screen.plainText.contains(" Hills by day #1 "), "the first picture's caption")
        #expect(screen.focusedBoxCorners.count == 1)
        #expect(!screen.plainText.contains("u Update"), "the Feed has no update action")
    }

    @Test(arguments: ["esc", "bs"])
    func backReturnsToFriendsWithTheFocusWhereItWas(_ back: String) throws {
        let friends = try Screen.snapshot("down down", size: "100x30")
        #expect(friends.statusLine.hasPrefix(" 5 of 40  "))
        #expect(try Screen.snapshot("down down enter \(back)", size: "100x30") == friends)
        #expect(try Screen.snapshot("down down enter pgdn right \(back)", size: "100x30") == friends)
        #expect(
            try Screen.snapshot("G enter G \(back)", size: "40x20") == Screen.snapshot("G", size: "40x20"))
    }

    @Test func backOnFriendsDoesNothing() throws {
        #expect(try Screen.snapshot("down esc bs", size: "100x30") == Screen.snapshot("down", size: "100x30"))
    }

    @Test func pageDownMovesOnThroughThePictures() throws {
        let screen = try Screen.snapshot("enter pgdn", size: "100x30")
        #expect(screen.titleLine == " ‹ Steve's Feed")
        // The picture under the focused one's screen position a page on: the large cell of segment 2.
        #expect(screen.statusLine.hasPrefix(" 4 of 50,000  "))
        #expect(!screen.plainText.contains(" Hills by day #1 "), "the first picture scrolled away")
        #expect(screen.plainText.contains(" Sea by day #4 "), "the focused picture's caption")
        #expect(screen.focusedBoxCorners.count == 1)
        let further = try Screen.snapshot("enter pgdn pgdn", size: "100x30")
        #expect(further.statusLine.hasPrefix(" 10 of 50,000  "))
        let back = try Screen.snapshot("enter pgdn pgup", size: "100x30")
        #expect(back.plainText.contains(" Hills by day #1 "), "page up scrolls back to the first picture")
        #expect(
            back.statusLine.hasPrefix(" 1 of 50,000  "),
            "and a page down and up come back to the same picture")
    }

    @Test func endAndHomeGoToTheLastAndFirstPicture() throws {
        for last in ["G", "end"] {
            let screen = try Screen.snapshot("enter \(last)", size: "100x30")
            #expect(screen.statusLine.hasPrefix(" 50,000 of 50,000  "))
            #expect(screen.plainText.contains(" Peaks by day #50000 "))
            #expect(screen.focusedBoxCorners.count == 1)
        }
        for first in ["g", "home"] {
            #expect(
                try Screen.snapshot("enter G \(first)", size: "100x30")
                    == Screen.snapshot("enter", size: "100x30"))
        }
    }

    @Test func arrowsMoveThroughTheMosaic() throws {
        #expect(try Screen.snapshot("enter down", size: "60x16").statusLine.hasPrefix(" 2 of 50,000  "))
        #expect(try Screen.snapshot("enter right", size: "60x16").statusLine.hasPrefix(" 3 of 50,000  "))
        #expect(
            try Screen.snapshot("enter down up", size: "60x16") == Screen.snapshot("enter", size: "60x16"))
        #expect(
            try Screen.snapshot("enter j l", size: "60x16")
                == Screen.snapshot("enter down right", size: "60x16"))
    }

    @Test func wheelScrollsTheFeedWithoutMovingTheFocus() throws {
        let start = try Screen.snapshot("enter", size: "100x30")
        let scrolled = try Screen.snapshot("enter wheeldown", size: "100x30")
        #expect(scrolled.statusLine == start.statusLine)
        #expect(scrolled.lines()[1] != start.lines()[1], "the content moved")
        #expect(start.lines()[1].hasPrefix("┏"))
        #expect(scrolled.lines()[1].hasPrefix("┃"), "the focused picture's top row moved off screen")
    }

    @Test func aGutterSeparatesNeighbouringPictures() throws {
        // At 100×30 the second and third pictures sit side by side in rows 14–25: columns 0–49 and
        // 50–99 (see the screen in docs/images/feed-scenes-truecolor.png).
        let screen = try Screen.snapshot("enter", size: "100x30")
        let halfBlock = String(Canvas.lowerHalfBlock)
        for row in 14...25 {
            #expect(screen[49, row] == .blank, "the gutter column between them, row \(row)")
            #expect(screen[99, row] == .blank, "the gutter column at the right, row \(row)")
            #expect(
                screen[48, row].grapheme == halfBlock && screen[50, row].grapheme == halfBlock, "row \(row)")
        }
        for column in [30, 45, 70, 95] {
            #expect(screen[column, 24].style.background != .default, "the pictures fill their cells above")
            // The gutter row's bottom halves: the `▄` reversed, its glyph in the terminal's background.
            #expect(screen[column, 25].grapheme == halfBlock)
            #expect(screen[column, 25].style.reverse && screen[column, 25].style.background == .default)
            #expect(screen[column, 25].style.foreground != .default, "its top half is the picture's")
            #expect(screen[column, 26].style.background != .default, "the next row of pictures starts")
        }
    }
}
