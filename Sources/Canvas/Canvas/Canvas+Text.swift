extension Canvas {
    /// Writes one line of text starting at `point`, and returns how many columns it advances.
    ///
    /// The text is sanitised first (``TextSanitizer``): controls and escape sequences show as visible
    /// symbols, so `"\u{1B}[31mred"` appears as `␛[31mred`. Each grapheme cluster takes its display width
    /// (``DisplayWidth``). Cells outside the canvas, and outside `clip` when given, are left alone; a
    /// wide glyph that would cross the edge of the drawable area is replaced by a space on the side that
    /// is inside, never drawn by half.
    ///
    /// - Returns: the display width of the sanitised text, whether or not clipping hid part of it, so
    ///   `column += canvas.write(…)` places the next piece of a line right after this one.
    @discardableResult
    public mutating func write(
        _ text: String, at point: CellPoint, style: Style = .plain, clip: CellRect? = nil
    ) -> Int {
        let safe = TextSanitizer.sanitize(text)
        var area = bounds
        if let clip { area = area.intersection(clip) ?? .zero }
        guard !area.isEmpty, area.rows.contains(point.row) else { return DisplayWidth.of(safe) }
        if DisplayWidth.isPrintableASCII(safe) {
            // Printable ASCII: one byte, one grapheme, one column each.
            var column = point.column
            for byte in safe.utf8 {
                guard column < area.maxColumn else { break }
                if column >= area.column {
                    put(Cell(ascii: byte, style: style), column: column, row: point.row)
                }
                column += 1
            }
            return safe.utf8.count
        }

        var advance = 0
        var index = safe.startIndex
        while index < safe.endIndex {
            let character = safe[index]
            let width = DisplayWidth.of(character)
            let column = point.column.saturatingAdd(advance)
            guard column < area.maxColumn else { break }  // the rest is past the right edge
            advance += width
            index = safe.index(after: index)
            guard width > 0 else { continue }
            let end = column + width
            if column >= area.column && end <= area.maxColumn {
                put(
                    Cell(unchecked: String(character), width: width, style: style), column: column,
                    row: point.row)
            } else if end > area.column {
                // A wide glyph crossing the edge: blank the part inside.
                for cut in max(column, area.column)..<min(end, area.maxColumn) {
                    put(.blank(style), column: cut, row: point.row)
                }
            }
        }
        return advance + DisplayWidth.of(safe[index...])
    }

    /// Writes one line of text on the top row of `rect`, truncated with `…` to the rect's width and
    /// aligned within it, and returns the columns the written text occupies.
    ///
    /// Nothing is drawn outside `rect` (or the canvas); cells of `rect` the text does not cover are left
    /// as they are.
    @discardableResult
    public mutating func write(
        _ text: String, in rect: CellRect, alignment: TextAlignment = .leading, style: Style = .plain
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        let line = Self.truncated(text, toWidth: rect.width)
        let width = DisplayWidth.of(line)
        let spare = rect.width - width
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .center: offset = spare / 2
        case .trailing: offset = spare
        }
        let start = CellPoint(column: rect.column.saturatingAdd(offset), row: rect.row)
        write(line, at: start, style: style, clip: rect)
        return width
    }

    /// The text, sanitised, shortened to at most `width` columns by cutting whole grapheme clusters off
    /// the end and adding `…`.
    ///
    /// Text that fits is returned unshortened. The result may be one column narrower than `width` when a
    /// wide glyph does not fit before the `…`. A `width` of 0 or less gives `""`, and a width of 1 gives
    /// `"…"` for any text wider than one column.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        let safe = TextSanitizer.sanitize(text)
        guard width > 0 else { return "" }
        if DisplayWidth.isPrintableASCII(safe) {
            return safe.utf8.count <= width ? safe : String(safe.utf8.prefix(width - 1))! + "…"
        }
        var used = 0
        var cut: String.Index? = nil
        for index in safe.indices {
            let characterWidth = DisplayWidth.of(safe[index])
            if cut == nil && used + characterWidth > width - 1 { cut = index }
            used += characterWidth
            if used > width { return String(safe[..<cut!]) + "…" }
        }
        return safe
    }
}
