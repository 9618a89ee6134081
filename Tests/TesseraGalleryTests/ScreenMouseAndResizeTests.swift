import TesseraCanvas
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The mouse (click to focus, wheel to scroll; opening and going back: see `MouseNavigationTests`) and
/// terminal resizes, down to sizes too small to show anything useful.
@MainActor
@Suite struct ScreenMouseAndResizeTests {
    // MARK: Mouse

    @Test(arguments: [
        ("click:10,8", 3, "Samir"), ("click:60,8", 4, "Priyanka"), ("click:1,12", 5, "Gaëlle Morin"),
        ("click:98,17", 8, "Hao Liu"), ("right click:48,2", 1, "Steve"), ("click:51,2", 2, "Mohammed"),
    ])
    func aClickFocusesTheCardUnderTheCell(_ click: String, _ position: Int, _ name: String) throws {
        let screen = try Screen.snapshot(click, size: "100x30")
        #expect(screen.statusLine.hasPrefix(" \(position) of 40  "))
        #expect(screen.focusedBoxCorners.count == 1)
        #expect(try #require(screen.focusedCardTitle).hasSuffix(" \(name)'s Feed"))
    }

    @Test(arguments: ["click:0,8", "click:49,8", "click:99,8", "click:10,0", "click:10,29", "click:500,500"])
    func aClickBesideTheCardsChangesNothing(_ click: String) throws {
        #expect(
            try Screen.snapshot("down \(click)", size: "100x30") == Screen.snapshot("down", size: "100x30"))
    }

    @Test func clickingAPartlyVisibleCardFocusesItAndScrollsItIntoView() throws {
        let start = try Screen.snapshot(size: "100x30")
        #expect(start.lines()[28].contains("Ivan Petrov's Feed"))
        #expect(!start.plainText.contains("Updated Mar 13, 2025"), "its bottom is cut off")
        let screen = try Screen.snapshot("click:10,28", size: "100x30")
        #expect(screen.statusLine.hasPrefix(" 11 of 40  "))
        #expect(try #require(screen.focusedCardTitle).hasSuffix(" Ivan Petrov's Feed"))
        #expect(screen.cells(showing: "┛").count == 1, "the focused card is now wholly on screen")
    }

    @Test func aClickInTheFeedFocusesThePictureUnderIt() throws {
        let screen = try Screen.snapshot("enter click:70,20", size: "100x30")
        #expect(screen.statusLine.hasPrefix(" 3 of 50,000  "))
        #expect(screen.focusedBoxCorners.count == 1)
    }

    @Test func wheelDownScrollsTheCardsButLeavesTheFocus() throws {
        let start = try Screen.snapshot(size: "100x30")
        let screen = try Screen.snapshot("wheeldown", size: "100x30")
        #expect(screen.statusLine == start.statusLine)
        #expect(start.lines()[2].hasPrefix(" ┏━"), "the first card's top border starts the list")
        #expect(screen.focusedBoxCorners.isEmpty, "the focused card's top row has scrolled off")
        #expect(screen.lines()[1].hasPrefix(" ┃ "), "its lower rows are still there")
        // Three rows: the screen shows what started three rows further down.
        #expect(Array(screen.lines()[1...25]) == Array(start.lines()[4...28]))
    }

    @Test func wheelUpUndoesWheelDownAndStopsAtTheTop() throws {
        let start = try Screen.snapshot(size: "100x30")
        #expect(try Screen.snapshot("wheeldown wheelup", size: "100x30") == start)
        #expect(try Screen.snapshot("wheelup", size: "100x30") == start)
        #expect(try Screen.snapshot("wheeldown wheeldown wheelup wheelup wheelup", size: "100x30") == start)
    }

    @Test func wheelingToTheEndStopsThereAndAKeyBringsTheFocusBack() throws {
        let wheels = Array(repeating: "wheeldown", count: 100).joined(separator: " ")
        let end = try Screen.snapshot(wheels, size: "100x30")
        #expect(end.statusLine.hasPrefix(" 1 of 40  "))
        #expect(end.plainText.contains("María García's Feed"), "the last friend is on screen")
        #expect(
            end == (try Screen.snapshot(wheels + " wheeldown", size: "100x30")), "no scrolling past the end")
        let back = try Screen.snapshot(wheels + " right", size: "100x30")
        #expect(back.statusLine.hasPrefix(" 2 of 40  "))
        #expect(back.cells(showing: "┛").count == 1, "the newly focused card is scrolled into view")
    }

    // MARK: Resize

    @Test func shrinkingToFortyColumnsReflowsToOneColumnAndKeepsTheFocusInView() throws {
        let screen = try Screen.snapshot("j j j j j j j resize:40x20", size: "100x30")
        #expect(screen.columns == 40 && screen.rows == 20)
        #expect(screen.statusLine.hasPrefix(" 15 of 40  "))
        let title = try #require(screen.focusedCardTitle)
        #expect(title.hasSuffix(" Aoife Kelly's Feed"))
        #expect(screen.cells(showing: "┛").count == 1, "the focused card is wholly on screen")
        for line in screen.lines() {
            let corners = line.filter { "╭┏".contains($0) }.count
            #expect(corners <= 1, "one column: \(line)")
        }
        let before = try Screen.snapshot("j j j j j j j", size: "100x30")
        #expect(before.lines().contains { $0.filter { "╭┏".contains($0) }.count == 2 }, "two columns before")
    }

    @Test func growingBackRestoresTheGrid() throws {
        #expect(
            try Screen.snapshot("resize:40x20 resize:100x30", size: "100x30")
                == Screen.snapshot(size: "100x30"))
        #expect(try Screen.snapshot("resize:100x30", size: "40x20") == Screen.snapshot(size: "100x30"))
    }

    @Test func theLastFriendStaysInViewWhenTheScreenShrinks() throws {
        let screen = try Screen.snapshot("G resize:40x20", size: "100x30")
        #expect(screen == (try Screen.snapshot("G", size: "40x20")))
    }

    @Test func resizingInTheFeedAlsoReflowsFriendsBeneathIt() throws {
        let screen = try Screen.snapshot("down down enter resize:40x20 esc", size: "100x30")
        #expect(screen == (try Screen.snapshot("down down resize:40x20", size: "100x30")))
        #expect(screen.statusLine.hasPrefix(" 5 of 40  "))
        #expect(screen.cells(showing: "┛").count == 1)
    }

    nonisolated static let tinySizes = [
        "1x1", "2x1", "1x2", "3x3", "5x5", "8x4", "10x3", "20x4", "16x6", "2000x1", "1x2000",
    ]

    @Test(arguments: tinySizes)
    func tinyScreensRenderEveryScreenWithoutTrapping(_ size: String) throws {
        // Screen.snapshot checks that the frame has the size and every line is exactly as wide.
        let friends = try Screen.snapshot("down right G g pgdn", size: size)
        if friends.rows >= 2 && friends.columns >= 10 {
            #expect(friends.statusLine.contains("of 40"))
        }
        _ = try Screen.snapshot("down enter pgdn G right enter", size: size)
        _ = try Screen.snapshot("? down ? esc enter ? esc esc", size: size)
        _ = try Screen.snapshot("click:0,0 click:1,1 wheeldown wheelup", size: size)
        _ = try Screen.snapshot("enter", size: size, count: 0)
    }

    @Test func resizingDownToOneCellAndBackKeepsTheFocus() throws {
        let screen = try Screen.snapshot("down down resize:1x1 resize:10x3 resize:100x30", size: "100x30")
        #expect(screen.statusLine.hasPrefix(" 5 of 40  "))
        #expect(try #require(screen.focusedCardTitle).hasSuffix(" Gaëlle Morin's Feed"))
        #expect(screen.cells(showing: "┛").count == 1)
        // At 10×3 the list has one column, so down steps to the next friend, not the next row.
        let moved = try Screen.snapshot("resize:10x3 down down resize:100x30", size: "100x30")
        #expect(moved.statusLine.hasPrefix(" 3 of 40  "))
        #expect(try #require(moved.focusedCardTitle).hasSuffix(" Samir's Feed"))
        #expect(moved.cells(showing: "┛").count == 1)
    }

    @Test func theAppSurvivesZeroAndNegativeSizes() {
        let app = GalleryApp(options: GalleryOptions())
        for (columns, rows) in [(0, 0), (-5, -5), (0, 30), (100, 0), (Int.min, Int.min)] {
            _ = app.handle(.resize(columns: columns, rows: rows))
            let canvas = app.render().canvas
            #expect(canvas.columns == max(columns, 0) && canvas.rows == max(rows, 0))
            #expect(app.handle(.key(.down)))
            #expect(app.handle(.mouse(MouseEvent(action: .click, column: 0, row: 0))))
        }
        _ = app.handle(.resize(columns: 40, rows: 20))
        let canvas = app.render().canvas
        expectRectangular(canvas)
        #expect(canvas.statusLine.contains(" of 40  "))
        #expect(canvas.cells(showing: "┛").count == 1, "the focused card is in view again")
    }
}
