import TesseraCanvas
import TesseraTesting
import Testing

@testable import GettingStarted

/// The getting-started grid driven headless, exactly as `main.swift` drives it in a terminal.
@Suite struct GettingStartedTests {
    /// The grid after `events`, on a 40 × 9 screen.
    private func screen(after events: [InputEvent]) -> String {
        var grid = NumberGrid(columns: 40, rows: 9)
        for event in events {
            let goesOn = grid.handle(event)
            #expect(goesOn)
        }
        return grid.render().trimmedText
    }

    @Test func startsFocusedOnTheFirstBox() {
        #expect(
            screen(after: []) == """
                ┏━━━━━━━━┓     ┌────────┐     ┌────────┐
                ┃   0    ┃     │   1    │     │   2    │
                ┗━━━━━━━━┛     └────────┘     └────────┘
                ┌────────┐     ┌────────┐     ┌────────┐
                │   3    │     │   4    │     │   5    │
                └────────┘     └────────┘     └────────┘
                ┌────────┐     ┌────────┐     ┌────────┐
                │   6    │     │   7    │     │   8    │
                └────────┘     └────────┘     └────────┘
                """)
    }

    @Test func arrowsMoveTheFocus() {
        #expect(
            screen(after: [.key(.right), .key(.down)]) == """
                ┌────────┐     ┌────────┐     ┌────────┐
                │   0    │     │   1    │     │   2    │
                └────────┘     └────────┘     └────────┘
                ┌────────┐     ┏━━━━━━━━┓     ┌────────┐
                │   3    │     ┃   4    ┃     │   5    │
                └────────┘     ┗━━━━━━━━┛     └────────┘
                ┌────────┐     ┌────────┐     ┌────────┐
                │   6    │     │   7    │     │   8    │
                └────────┘     └────────┘     └────────┘
                """)
    }

    @Test func pageDownScrollsAPageTakingTheFocusAlong() {
        #expect(
            screen(after: [.key(.right), .key(.down), .key(.pageDown)]) == """
                └────────┘     └────────┘     └────────┘
                ┌────────┐     ┌────────┐     ┌────────┐
                │   9    │     │   10   │     │   11   │
                └────────┘     └────────┘     └────────┘
                ┌────────┐     ┏━━━━━━━━┓     ┌────────┐
                │   12   │     ┃   13   ┃     │   14   │
                └────────┘     ┗━━━━━━━━┛     └────────┘
                ┌────────┐     ┌────────┐     ┌────────┐
                │   15   │     │   16   │     │   17   │
                """)
    }

    @Test func pagingDownEndsAtTheThousandthBox() {
        let events = [.key(.right), .key(.down)] + Array(repeating: InputEvent.key(.pageDown), count: 200)
        #expect(
            screen(after: events) == """
                ┌────────┐     ┌────────┐     ┌────────┐
                │  993   │     │  994   │     │  995   │
                └────────┘     └────────┘     └────────┘
                ┌────────┐     ┏━━━━━━━━┓     ┌────────┐
                │  996   │     ┃  997   ┃     │  998   │
                └────────┘     ┗━━━━━━━━┛     └────────┘
                ┌────────┐
                │  999   │
                └────────┘
                """)
    }

    @Test func aResizeFillsTheNewSizeKeepingTheFocusInView() {
        var grid = NumberGrid(columns: 40, rows: 9)
        for event in [.key(.right), .key(.down)] + Array(repeating: InputEvent.key(.pageDown), count: 200) {
            _ = grid.handle(event)
        }
        let goesOn = grid.handle(.resize(columns: 24, rows: 7))
        #expect(goesOn)
        #expect(
            grid.render().trimmedText == """
                └────────┘    └────────┘
                ┌────────┐    ┌────────┐
                │  994   │    │  995   │
                └────────┘    └────────┘
                ┌────────┐    ┏━━━━━━━━┓
                │  996   │    ┃  997   ┃
                └────────┘    ┗━━━━━━━━┛
                """)
    }

    @Test func qQuitsAndNothingElseDoes() {
        var grid = NumberGrid(columns: 40, rows: 9)
        let answers = [InputEvent.key(.character("q")), .key(.character("x")), .key(.escape)].map {
            grid.handle($0)
        }
        #expect(answers == [false, true, true])
    }
}
