import TesseraCanvas
import TesseraPictures
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

/// Enter on a picture of a friend's Feed: the picture on the whole content area, ←/→ through the Feed,
/// Escape back to the Feed on the last picture shown.
@MainActor
@Suite struct FeedPictureViewerTests {
    @Test func enterShowsTheFocusedPictureOnTheWholeContentArea() throws {
        let screen = try Screen.snapshot("enter enter", size: "60x16", animates: false)
        #expect(screen.titleLine == " ‹ Steve's Feed")
        #expect(screen.statusLine == " 1 of 50,000 · Hills by day #1  ←→ previous/next · esc back")
        // The content area is the picture, drawn at 60 × 28 pixels: exactly the cells painting it there
        // gives.
        let picture = PictureGenerator.picture(at: 0, seed: 1).sampler(width: 60, height: 28)
        var expected = Canvas(columns: 60, rows: 16)
        let area = CellRect(column: 0, row: 1, width: 60, height: 14)
        expected.paintPicture(area, rendering: .standard) { x, y in picture.rgb(x: x, y: y) }
        for row in area.rows {
            for column in area.columns {
                #expect(screen[column, row] == expected[column, row], "cell \(column),\(row)")
            }
        }
    }

    @Test func theArrowsAndTheWheelStepThroughTheFeed() throws {
        let second = try Screen.snapshot("enter enter right", size: "60x16")
        #expect(second.statusLine.hasPrefix(" 2 of 50,000 · Peaks at dusk #2 "))
        #expect(second != (try Screen.snapshot("enter enter", size: "60x16")))
        #expect(try Screen.snapshot("enter enter wheeldown", size: "60x16") == second)
        #expect(
            try Screen.snapshot("enter enter right left", size: "60x16")
                == Screen.snapshot("enter enter", size: "60x16"))
        #expect(
            try Screen.snapshot("enter enter left", size: "60x16")
                == Screen.snapshot("enter enter", size: "60x16"))
        let last = try Screen.snapshot("enter enter end", size: "60x16")
        #expect(last.statusLine.hasPrefix(" 50,000 of 50,000 · Peaks by day #50000 "))
        #expect(try Screen.snapshot("enter enter end right", size: "60x16") == last)
    }

    @Test func escapeGoesBackToTheFeedOnTheLastPictureShown() throws {
        #expect(
            try Screen.snapshot("enter enter esc", size: "60x16") == Screen.snapshot("enter", size: "60x16"))
        let feed = try Screen.snapshot("enter enter right right esc", size: "60x16")
        #expect(feed.titleLine == " ‹ Steve's Feed")
        #expect(feed.statusLine.hasPrefix(" 3 of 50,000  "))
        #expect(feed.plainText.contains(" Lake at night #3 "))
        #expect(
            try Screen.snapshot("enter enter right right esc esc", size: "60x16")
                == Screen.snapshot(size: "60x16"))
    }

    @Test func theViewerFollowsAResize() throws {
        let screen = try Screen.snapshot("enter enter resize:40x12", size: "60x16")
        #expect(screen.columns == 40 && screen.rows == 12)
        for row in 1...10 {
            #expect(
                screen.text(row: row, from: 0, width: 40) == String(repeating: "▄", count: 40), "row \(row)")
        }
        #expect(
            try Screen.snapshot("enter enter resize:40x12 resize:60x16", size: "60x16")
                == Screen.snapshot("enter enter", size: "60x16"))
    }
}
