import TesseraCanvas
import TesseraLayout
import TesseraTesting
import Testing

@testable import Timeline

/// The timeline driven headless, exactly as its `main.swift` drives it in a terminal, and its layout's
/// region query checked against every frame.
@Suite struct TimelineTests {
    @Test func startsAtTheFirstDayWithTheSpineBetweenTheSides() {
        let screen = TimelineScreen(columns: 40, rows: 10)
        #expect(
            screen.render().trimmedText == """
                ┏━━━━━━━━━━━━━━━━┓ │
                ┃ Day 1          ┃─●
                ┗━━━━━━━━━━━━━━━━┛ │ ┌─────────────────┐
                                   ●─│ Day 2           │
                ┌────────────────┐ │ └─────────────────┘
                │ Day 3          │─●
                └────────────────┘ │ ┌─────────────────┐
                                   ●─│ Day 4           │
                ┌────────────────┐ │ └─────────────────┘
                │ Day 5          │─●
                """)
    }

    @Test func arrowsMoveTheFocusAcrossAndDownScrollingWithIt() {
        var screen = TimelineScreen(columns: 40, rows: 10)
        let answers = [Key.right, .down, .down, .down].map { screen.handle(.key($0)) }
        #expect(answers == [true, true, true, true])
        #expect(
            screen.render().trimmedText == """
                                   ●─│ Day 4           │
                ┌────────────────┐ │ └─────────────────┘
                │ Day 5          │─●
                └────────────────┘ │ ┌─────────────────┐
                                   ●─│ Day 6           │
                ┌────────────────┐ │ └─────────────────┘
                │ Day 7          │─●
                └────────────────┘ │ ┏━━━━━━━━━━━━━━━━━┓
                                   ●─┃ Day 8           ┃
                ┌────────────────┐ │ ┗━━━━━━━━━━━━━━━━━┛
                """)
    }

    @Test func endShowsTheLastDay() {
        var screen = TimelineScreen(columns: 40, rows: 10)
        let goesOn = screen.handle(.key(.end))
        #expect(goesOn)
        #expect(
            screen.render().trimmedText == """
                                   ●─│ Day 96          │
                ┌────────────────┐ │ └─────────────────┘
                │ Day 97         │─●
                └────────────────┘ │ ┌─────────────────┐
                                   ●─│ Day 98          │
                ┌────────────────┐ │ └─────────────────┘
                │ Day 99         │─●
                └────────────────┘ │ ┏━━━━━━━━━━━━━━━━━┓
                                   ●─┃ Day 100         ┃
                                   │ ┗━━━━━━━━━━━━━━━━━┛
                """)
        let quitGoesOn = screen.handle(.key(.character("q")))
        #expect(!quitGoesOn)
    }

    @Test(arguments: [0, 1, 2, 7, 100])
    func aRegionQueryFindsExactlyTheFramesThatOverlapIt(count: Int) {
        var layout = TimelineLayout()
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 320, height: 160), count: count))
        let all = (0..<count).compactMap { layout.attributesForItem(at: IndexPath(item: $0)) }
        #expect(all.count == count)
        #expect(layout.contentSize.height == (all.map(\.frame.maxY).max() ?? 0))
        for y in stride(from: -60.0, through: layout.contentSize.height + 60, by: 7) {
            for (x, width, height) in [
                (0.0, 320.0, 1.0), (0, 160, 31), (150, 20, 100), (170, 150, 48), (0, 320, 0),
            ] {
                let rect = Rect(x: x, y: y, width: width, height: height)
                #expect(
                    layout.attributes(in: rect) == all.filter { $0.frame.intersects(rect) },
                    "count \(count), rect \(rect)")
            }
        }
    }

    @Test func outOfRangeIndexPathsHaveNoAttributes() {
        var layout = TimelineLayout()
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 320, height: 160), count: 3))
        for indexPath in [IndexPath(item: -1), IndexPath(item: 3), IndexPath(item: 0, section: 1)] {
            #expect(layout.attributesForItem(at: indexPath) == nil)
        }
    }
}
