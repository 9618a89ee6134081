import Canvas

/// Draws the bottom row: the position (`12 of 40`), then a message, the screen's note or the key hints.
enum StatusLine {
    static func draw(
        position: String, message: String?, note: String? = nil, hints: [String], row: Int, width: Int,
        into canvas: inout Canvas
    ) {
        canvas.fill(CellRect(column: 0, row: row, width: width, height: 1), with: Theme.statusLine)
        let positionLabel = position.isEmpty ? "" : " \(position) "
        let used = canvas.write(
            positionLabel, in: CellRect(column: 0, row: row, width: width, height: 1),
            style: Theme.statusPosition)
        let rest = CellRect(column: used + 1, row: row, width: max(width - used - 1, 0), height: 1)
        if let message {
            canvas.write(" \(message) ", in: rest, style: Theme.statusMessage)
        } else if let note {
            canvas.write(note, in: rest, style: Theme.statusNote)
        } else {
            canvas.write(hints.joined(separator: " · "), in: rest, style: Theme.statusLine)
        }
    }
}
