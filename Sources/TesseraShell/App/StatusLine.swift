import TesseraCanvas

/// Draws the bottom row: the position (`12 of 40`), then a message, an open text field with its hints,
/// the screen's note, or the key hints.
enum StatusLine {
    package static func draw(
        position: String, message: String?, note: String? = nil, field: String? = nil, hints: [String],
        row: Int, width: Int, into canvas: inout Canvas
    ) {
        canvas.fill(CellRect(column: 0, row: row, width: width, height: 1), with: Theme.statusLine)
        let positionLabel = position.isEmpty ? "" : " \(position) "
        let used = canvas.write(
            positionLabel, in: CellRect(column: 0, row: row, width: width, height: 1),
            style: Theme.statusPosition)
        let rest = CellRect(column: used + 1, row: row, width: max(width - used - 1, 0), height: 1)
        if let message {
            canvas.write(
                " \(fitting(message: message, in: rest.width - 2)) ", in: rest, style: Theme.statusMessage)
        } else if let field {
            let typed = canvas.write(field, in: rest, style: Theme.statusNote)
            let after = CellRect(
                column: rest.column + typed + 1, row: row, width: max(rest.width - typed - 1, 0), height: 1)
            canvas.write(fitting(hints, in: after.width), in: after, style: Theme.statusLine)
        } else if let note {
            canvas.write(note, in: rest, style: Theme.statusNote)
        } else {
            canvas.write(fitting(hints, in: rest.width), in: rest, style: Theme.statusLine)
        }
    }

    /// As many hints as fit in `width` columns, whole and in order, joined by ` · `: a hint that does not
    /// fit is left out, never cut mid-word.
    package static func fitting(_ hints: [String], in width: Int) -> String {
        var line = ""
        var used = 0
        for hint in hints {
            // Each hint is measured once. The widths add up: the separator starts and ends with a
            // space, which joins nothing before it and only zero-width marks after it.
            let next = (line.isEmpty ? 0 : separatorWidth) + DisplayWidth.of(hint)
            guard used + next <= width else { break }
            line = line.isEmpty ? hint : line + separator + hint
            used += next
        }
        return line
    }

    /// A message made of notes joined by ` · ` (the start's `4 files not shown: .xyz · 256 colours · …`)
    /// keeps as many whole notes as fit in `width` columns, in order; a first note too long for the line
    /// stays whole, for the canvas to cut.
    package static func fitting(message: String, in width: Int) -> String {
        let notes = message.components(separatedBy: separator)
        let fitted = fitting(notes, in: width)
        return fitted.isEmpty ? message : fitted
    }

    private static let separator = " · "
    private static let separatorWidth = DisplayWidth.of(separator)
}
