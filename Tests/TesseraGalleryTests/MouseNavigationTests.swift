import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Everywhere with the mouse alone: a click on the focused item opens it, the title bar's `‹` goes back,
/// its action runs, and the wheel scrolls what is under the pointer.
@MainActor
@Suite struct MouseNavigationTests {
    @Test func clickingTheFocusedFriendOpensTheirFeed() throws {
        let feed = try Screen.snapshot("click:10,3", size: "100x30")
        #expect(feed.titleLine == " ‹ Steve's Feed")
        #expect(feed == (try Screen.snapshot("enter", size: "100x30")))
    }

    @Test func theFirstClickFocusesAFriendAndTheSecondOpensThem() throws {
        #expect(try Screen.snapshot("click:60,3", size: "100x30") == Screen.snapshot("right", size: "100x30"))
        #expect(
            try Screen.snapshot("click:60,3 click:60,3", size: "100x30")
                == Screen.snapshot("right enter", size: "100x30"))
    }

    @Test(arguments: [0, 1, 2])
    func clickingTheBackMarkGoesBack(_ column: Int) throws {
        let feed = try Screen.snapshot("down enter", size: "100x30")
        #expect(feed.titleLine.hasPrefix(" ‹ "))
        #expect(
            try Screen.snapshot("down enter click:\(column),0", size: "100x30")
                == Screen.snapshot("down", size: "100x30"))
    }

    @Test func besideTheBackMarkOrWithNothingToGoBackToAClickOnTheTitleDoesNothing() throws {
        #expect(
            try Screen.snapshot("down enter click:3,0", size: "100x30")
                == Screen.snapshot("down enter", size: "100x30"))
        #expect(
            try Screen.snapshot("down click:1,0", size: "100x30") == Screen.snapshot("down", size: "100x30"))
    }

    @Test(arguments: [90, 95, 99])
    func clickingTheTitleActionRunsItsCommand(_ column: Int) throws {
        let start = try Screen.snapshot(size: "100x30")
        #expect(start.titleLine.hasSuffix(" u Update"))
        #expect(start.titleLine.count == 99, "the action ends at the last column")
        for wait in ["", " wait:150", " wait:1000"] {
            let clicked = try Screen.snapshot("click:\(column),0" + wait, size: "100x30")
            #expect(clicked == (try Screen.snapshot("u" + wait, size: "100x30")), "\(wait)")
            #expect(clicked != start)
        }
        #expect(
            try Screen.snapshot("click:\(column),0", size: "100x30", count: 0)
                == Screen.snapshot("u", size: "100x30", count: 0), "an empty list says why, as u does")
    }

    @Test func aClickJustLeftOfTheTitleActionDoesNothing() throws {
        #expect(try Screen.snapshot("click:89,0", size: "100x30") == Screen.snapshot(size: "100x30"))
    }

    @Test func inTheFeedAClickOnTheFocusedPictureShowsIt() throws {
        let viewer = try Screen.snapshot("enter click:10,5", size: "100x30")
        #expect(viewer == (try Screen.snapshot("enter enter", size: "100x30")))
        #expect(viewer.statusLine.hasPrefix(" 1 of 50,000 · Hills by day #1 "))
    }

    @Test func aTourWithTheMouseAloneComesBackToWhereItStarted() throws {
        // Open Samir, then his first picture; the wheel steps to the next picture; back twice.
        let keys = "click:10,8 click:10,8 click:10,5 wheeldown:50,15 click:1,0 click:1,0"
        let screen = try Screen.snapshot(keys, size: "100x30")
        #expect(screen == (try Screen.snapshot("down", size: "100x30")))
        let feed = try Screen.snapshot(
            "click:10,8 click:10,8 click:10,5 wheeldown:50,15 click:1,0", size: "100x30")
        #expect(feed.titleLine == " ‹ Samir's Feed")
        #expect(feed.statusLine.hasPrefix(" 2 of 50,000 "), "the Feed focuses the picture last shown")
    }

    @Test(arguments: ["wheeldown:50,15", "wheeldown:50,0", "wheeldown:50,29"])
    func theWheelAnywhereOnAScreenScrollsItsContent(_ wheel: String) throws {
        #expect(try Screen.snapshot(wheel, size: "100x30") == Screen.snapshot("wheeldown", size: "100x30"))
        #expect(try Screen.snapshot(wheel, size: "100x30") != Screen.snapshot(size: "100x30"))
    }
}
