import TesseraCanvas
import TesseraShell

/// The viewer's `i` panel: the photo's facts (``PhotoInfoText``) in a box, labels on the left and values
/// wrapped beside them. On a screen of at least ``besideMinimumColumns`` columns it stands beside the
/// picture, the whole height of the screen; on a narrower one it lies over the picture's top right corner.
struct InfoPanel {
    /// The rows shown.
    let rows: [InfoRow]

    /// The panel's width, border included.
    static let width = 38
    /// Screens at least this wide show the panel beside the picture, narrower ones over it.
    static let besideMinimumColumns = 100
    /// The columns of the label column, its gap included.
    static let labelColumns = 7
    /// The most lines one value wraps onto; the last of them ends in `…` when the value is longer.
    static let maxLinesPerValue = 3

    /// Whether the panel stands beside the picture in `area` (else over it).
    static func isBeside(in area: CellRect) -> Bool { area.width >= besideMinimumColumns }

    /// The area left to the picture when the panel is shown in `area`.
    static func pictureArea(in area: CellRect) -> CellRect {
        guard isBeside(in: area) else { return area }
        return CellRect(column: area.column, row: area.row, width: area.width - width, height: area.height)
    }

    /// The panel's box in `area`: the right-hand column beside the picture, or over its top right corner
    /// as tall as its lines; `nil` when `area` is too small for a box.
    func box(in area: CellRect) -> CellRect? {
        let boxWidth = min(Self.width, area.width)
        guard boxWidth >= Self.labelColumns + 8, area.height >= 3 else { return nil }
        let height =
            Self.isBeside(in: area)
            ? area.height : min(lines(valueWidth: Self.valueWidth(boxWidth: boxWidth)).count + 2, area.height)
        return CellRect(column: area.maxColumn - boxWidth, row: area.row, width: boxWidth, height: height)
    }

    /// The value column's width inside a box `boxWidth` wide (border and padding taken off).
    static func valueWidth(boxWidth: Int) -> Int { boxWidth - 4 - labelColumns }

    /// The panel's lines for values `valueWidth` columns wide: each row's label beside its first line.
    func lines(valueWidth: Int) -> [(label: String, text: String)] {
        rows.flatMap { row in
            Self.wrap(row.parts, width: valueWidth, maxLines: Self.maxLinesPerValue).enumerated().map {
                (label: $0.offset == 0 ? row.label : "", text: $0.element)
            }
        }
    }

    /// Draws the panel into `box` (from ``box(in:)``).
    func draw(in box: CellRect, into canvas: inout Canvas) {
        canvas.fill(box, with: Theme.helpBox)
        canvas.drawBox(box, style: Theme.helpBorder, lines: .rounded)
        canvas.write(
            " Info ", in: CellRect(column: box.column + 2, row: box.row, width: box.width - 4, height: 1),
            style: Theme.helpBorder)
        let valueWidth = Self.valueWidth(boxWidth: box.width)
        for (offset, line) in lines(valueWidth: valueWidth).prefix(max(box.height - 2, 0)).enumerated() {
            let row = box.row + 1 + offset
            canvas.write(
                line.label,
                in: CellRect(column: box.column + 2, row: row, width: Self.labelColumns, height: 1),
                style: Theme.helpKey)
            canvas.write(
                line.text,
                in: CellRect(
                    column: box.column + 2 + Self.labelColumns, row: row, width: valueWidth, height: 1),
                style: Theme.helpBox)
        }
    }

    /// `parts` joined by ` · ` into lines of at most `width` columns, breaking between parts where a part
    /// fits a line whole, else between words, else between characters; at most `maxLines` lines, the last
    /// cut with `…` when more would follow.
    static func wrap(_ parts: [String], width: Int, maxLines: Int) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for part in parts where !part.isEmpty {
            let joined = current.isEmpty ? part : current + " · " + part
            if DisplayWidth.of(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            let pieces = broken(part, width: width)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines else { return lines }
        let rest = lines[(maxLines - 1)...].joined(separator: " ")
        return lines.prefix(maxLines - 1) + [Canvas.truncated(rest, toWidth: width)]
    }

    /// `text` in lines of at most `width` columns, broken at spaces, and inside a word only when the word
    /// alone is wider than a line.
    private static func broken(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            if !line.isEmpty && used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            (line, used) = ("", 0)
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > width && !line.isEmpty {
                    lines.append(line)
                    (line, used) = ("", 0)
                }
                line.append(character)
                used += characterWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
