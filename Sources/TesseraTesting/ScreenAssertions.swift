import TesseraCanvas
import Testing

/// Checks that `canvas` shows `expected`, a multi-line literal, trailing spaces not significant. On a
/// mismatch the issue shows both screens and the first rows that differ, numbered.
public func expectScreen(
    _ canvas: Canvas, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let shown = canvas.trimmedText
    let wanted = ScreenText.text(expected)
    guard shown != wanted else { return }
    Issue.record(
        Comment(rawValue: screenMismatch(shown: shown, expected: wanted)), sourceLocation: sourceLocation)
}

/// Checks that every line of `canvas`'s text is exactly as wide as the canvas: no cell lost or doubled
/// by a wide glyph.
public func expectRectangular(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
    for (row, line) in canvas.lines().enumerated() where DisplayWidth.of(line) != canvas.columns {
        Issue.record(
            "row \(row) is not \(canvas.columns) wide: \(line)", sourceLocation: sourceLocation)
    }
}

/// The report of a screen that differs from the expected one: the rows that differ, then both screens.
func screenMismatch(shown: String, expected: String) -> String {
    let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var report = "The screen differs from the expected one:\n"
    for row in 0..<max(shownLines.count, expectedLines.count) {
        let got = row < shownLines.count ? String(shownLines[row]) : "(no row)"
        let want = row < expectedLines.count ? String(expectedLines[row]) : "(no row)"
        guard got != want else { continue }
        report += "row \(row): expected \"\(want)\"\n        got      \"\(got)\"\n"
    }
    return report + "--- shown ---\n\(shown)\n--- expected ---\n\(expected)"
}
