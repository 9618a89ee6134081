import TesseraCanvas
import TesseraLayout
import TesseraTesting
import TesseraView
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

/// Helpers for the screen tests: run the app headless exactly as `tessera snapshot` does, and read the
/// resulting canvas as text. On the main actor, with the app it runs.
@MainActor
enum Screen {
    /// The last frame after `keys` (a `--keys` script) on a terminal of `size` (`COLUMNSxROWS`).
    static func snapshot(
        _ keys: String = "", size: String = "100x30", seed: UInt64 = 1, count: Int = People.defaultCount,
        animates: Bool = true
    ) throws -> Canvas {
        let terminal = try #require(TerminalSize(size), "bad size \(size)")
        let steps = try KeyScript.parse(keys)
        let canvas = Snapshot.run(
            size: terminal, steps: steps,
            options: GalleryOptions(seed: seed, friendCount: count, animates: animates))
        if !keys.contains("resize:") {
            #expect(canvas.columns == terminal.columns && canvas.rows == terminal.rows)
        }
        expectRectangular(canvas)
        return canvas
    }
}

extension Canvas {
    /// The title bar's text, trimmed.
    var titleLine: String { ScreenText.trimmingTrailingSpaces(lines().first ?? "") }

    /// The status line's text, trimmed.
    var statusLine: String { ScreenText.trimmingTrailingSpaces(lines().last ?? "") }

    /// The positions of every cell showing `grapheme`.
    func cells(showing grapheme: String) -> [CellPoint] {
        var found: [CellPoint] = []
        for row in 0..<rows {
            for column in 0..<columns where self[column, row].grapheme == grapheme {
                found.append(CellPoint(column: column, row: row))
            }
        }
        return found
    }

    /// The text of `row` from `column` on, `width` columns, continuation cells skipped.
    func text(row: Int, from column: Int, width: Int) -> String {
        var text = ""
        for current in column..<(column + width) where !self[current, row].isContinuation {
            text += self[current, row].grapheme
        }
        return text
    }

    /// The top-left corners of heavy (focused) boxes on screen.
    var focusedBoxCorners: [CellPoint] { cells(showing: "┏") }

    /// The first text line inside the focused (heavy) card, trimmed at both ends; `nil` when no focused
    /// card's top border is on screen.
    var focusedCardTitle: String? {
        guard let corner = focusedBoxCorners.first else { return nil }
        var right = corner.column + 1
        while right < columns && self[right, corner.row].grapheme != "┓" { right += 1 }
        let inside = text(row: corner.row + 1, from: corner.column + 1, width: right - corner.column - 1)
        return inside.trimmingCharacters(in: " ")
    }
}

extension String {
    /// The string without `character` at either end.
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}

/// Draws Friends cards for `people` the way the Friends screen does, into a canvas of `columns × rows`
/// (the whole canvas is the collection view), focused on `focus`.
func friendCards(
    _ people: [Person], columns: Int, rows: Int, focus: Int = 0,
    cellHeight: Double = ColumnFlowLayout.cellHeight
) -> Canvas {
    var view = CollectionView(
        layout: ColumnFlowLayout(cellHeight: cellHeight), itemCounts: [people.count],
        viewport: CellRect(column: 0, row: 0, width: columns, height: rows),
        layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    view.focus(IndexPath(item: focus, section: 0))
    var canvas = Canvas(columns: columns, rows: rows)
    view.render(into: &canvas, dataSource: FriendCard(people: people))
    return canvas
}

/// A person inserted into the list with a name of the test's choosing.
func insertedPerson(_ index: Int, name: String) -> Person {
    Person(
        id: People.insertedIDBase + index, name: name, lastUpdated: SimpleDate(year: 2026, month: 11, day: 21)
    )
}
