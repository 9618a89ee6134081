import Canvas
import Testing

@testable import Gallery

/// The Feed screen: opened with Enter on a friend, 50,000 generated pictures in a mosaic, Esc or
/// Backspace back to Friends.
@Suite struct FeedScreenTests {
    @Test func enterOpensTheFocusedFriendsFeedOnTheFirstPicture() throws {
        let screen = try Screen.snapshot("enter", size: "60x16")
        let expected = """
             ‹ Steve's Feed
            ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┃ Dusk gradient #1 ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀┃
            ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
            ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
            ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
             1 of 50,000  ↑↓←→ move · ? help · q quit
            """
        #expect(screen.trimmedText == Screen.text(expected))
    }

    @Test func theFeedIsTitledWithTheFocusedFriendsName() throws {
        let screen = try Screen.snapshot("down down enter", size: "100x30")
        #expect(screen.titleLine == " ‹ Gaëlle Morin's Feed")
        #expect(screen.statusLine.hasPrefix(" 1 of 50,000  "))
        #expect(screen.plainText.contains(" Dusk gradient #1 "), "the first picture's caption")
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
        #expect(!screen.plainText.contains(" Dusk gradient #1 "), "the first picture scrolled away")
        #expect(screen.plainText.contains(" Sunset #4 "), "the focused picture's caption")
        #expect(screen.focusedBoxCorners.count == 1)
        let further = try Screen.snapshot("enter pgdn pgdn", size: "100x30")
        #expect(further.statusLine.hasPrefix(" 10 of 50,000  "))
        let back = try Screen.snapshot("enter pgdn pgup", size: "100x30")
        #expect(back.plainText.contains(" Dusk gradient #1 "), "page up scrolls back to the first picture")
        #expect(
            back.statusLine.hasPrefix(" 1 of 50,000  "),
            "and a page down and up come back to the same picture")
    }

    @Test func endAndHomeGoToTheLastAndFirstPicture() throws {
        for last in ["G", "end"] {
            let screen = try Screen.snapshot("enter \(last)", size: "100x30")
            #expect(screen.statusLine.hasPrefix(" 50,000 of 50,000  "))
            #expect(screen.plainText.contains(" Moonrise #50000 "))
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

    @Test func enterInTheFeedShowsTheCaptionUntilTheNextKey() throws {
        let shown = try Screen.snapshot("enter right enter", size: "60x16")
        #expect(shown.statusLine == " 3 of 50,000   Aurora slope #3")
        #expect(shown.titleLine == " ‹ Steve's Feed", "Enter in the Feed opens nothing")
        let cleared = try Screen.snapshot("enter right enter left", size: "60x16")
        #expect(cleared.statusLine == " 2 of 50,000  ↑↓←→ move · ? help · q quit")
    }

    @Test func wheelScrollsTheFeedWithoutMovingTheFocus() throws {
        let start = try Screen.snapshot("enter", size: "100x30")
        let scrolled = try Screen.snapshot("enter wheeldown", size: "100x30")
        #expect(scrolled.statusLine == start.statusLine)
        #expect(scrolled.lines()[1] != start.lines()[1], "the content moved")
        #expect(start.lines()[1].hasPrefix("┏"))
        #expect(scrolled.lines()[1].hasPrefix("┃"), "the focused picture's top row moved off screen")
    }
}
