import Canvas

/// Draws a centred message where a list has nothing to show.
enum EmptyState {
    static func draw(title: String, detail: String, in area: CellRect, into canvas: inout Canvas) {
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
