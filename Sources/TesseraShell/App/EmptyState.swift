import TesseraCanvas

/// Draws a centred message where a list has nothing to show.
public enum EmptyState {
    /// What a filter that matches nothing shows: `No friend matches “xyz”` and how to get out of it.
    public static func drawNoMatch(
        _ noun: String, for query: String, in area: CellRect, into canvas: inout Canvas
    ) {
        draw(
            title: "No \(noun) matches “\(query)”", detail: "⌫ widens the filter, esc clears it.", in: area,
            into: &canvas)
    }

    package static func draw(title: String, detail: String, in area: CellRect, into canvas: inout Canvas) {
        guard area.height > 0 else { return }
        let middle = area.row + area.height / 2
        canvas.write(
            title,
            in: CellRect(column: area.column, row: max(middle - 1, area.row), width: area.width, height: 1),
            alignment: .center, style: Theme.cardTitle)
        if area.height > 1 {
            canvas.write(
                detail, in: CellRect(column: area.column, row: middle, width: area.width, height: 1),
                alignment: .center, style: Theme.emptyState)
        }
    }
}
