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
            putASCII(safe, count: safe.utf8.count, at: point, in: area, style: style)
            return safe.utf8.count
        }
        let graphemes = Self.measured(safe)
        put(graphemes, at: point, in: area, style: style)
        return graphemes.reduce(0) { $0 + $1.width }
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
        // As `truncated(_:toWidth:)`, then `write(_:at:style:clip:)`, but measuring the text only once.
        let safe = TextSanitizer.sanitize(text)
        let isASCII = DisplayWidth.isPrintableASCII(safe)
        var graphemes: [(character: Character, width: Int)] = []
        var width = safe.utf8.count
        if !isASCII {
            graphemes = Self.measured(safe)
            width = graphemes.reduce(0) { $0 + $1.width }
        }
        if width > rect.width {
            // The longest prefix that leaves a column for the `…`.
            var used = isASCII ? rect.width - 1 : 0
            if !isASCII {
                var cut = 0
                while cut < graphemes.count && used + graphemes[cut].width <= rect.width - 1 {
                    used += graphemes[cut].width
                    cut += 1
                }
                graphemes.removeSubrange(cut...)
            }
            graphemes.append(("…", 1))
            width = used + 1
        }
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .center: offset = (rect.width - width) / 2
        case .trailing: offset = rect.width - width
        }
        guard let area = bounds.intersection(rect), area.rows.contains(rect.row) else { return width }
        var start = CellPoint(column: rect.column.saturatingAdd(offset), row: rect.row)
        if isASCII {
            // The bytes that fit, then the `…` (the only grapheme measured) after them.
            let shown = min(safe.utf8.count, width - graphemes.count)
            putASCII(safe, count: shown, at: start, in: area, style: style)
            start.column = start.column.saturatingAdd(shown)
        }
        put(graphemes, at: start, in: area, style: style)
        return width
    }

    /// Each grapheme cluster of sanitised text with its display width.
    private static func measured(_ safe: String) -> [(character: Character, width: Int)] {
        var graphemes: [(character: Character, width: Int)] = []
        graphemes.reserveCapacity(safe.utf8.count)
        for character in safe { graphemes.append((character, DisplayWidth.of(character))) }
        return graphemes
    }

    /// Writes the first `count` bytes of printable-ASCII text from `point` on, clipped to `area`: one
    /// byte, one grapheme, one column each.
    private mutating func putASCII(
        _ text: String, count: Int, at point: CellPoint, in area: CellRect, style: Style
    ) {
        let columns = point.column..<point.column.saturatingAdd(count)
        var text = text
        text.withUTF8 { bytes in
            putRun(row: point.row, columns: columns.clamped(to: area.columns)) { column in
                Cell(ascii: bytes[column - point.column], style: style)
            }
        }
    }

    /// Writes measured graphemes from `point` on, clipped to `area` (which holds `point`'s row): a wide
    /// glyph that would cross the edge of `area` is replaced by blanks on the side that is inside.
    private mutating func put(
        _ graphemes: [(character: Character, width: Int)], at point: CellPoint, in area: CellRect,
        style: Style
    ) {
        var column = point.column
        for grapheme in graphemes where grapheme.width > 0 {
            guard column < area.maxColumn else { break }  // the rest is past the right edge
            let end = column.saturatingAdd(grapheme.width)
            if column >= area.column && end <= area.maxColumn {
                put(
                    Cell(unchecked: String(grapheme.character), width: grapheme.width, style: style),
                    column: column, row: point.row)
            } else if end > area.column {
                // A wide glyph crossing the edge: blank the part inside.
                for cut in max(column, area.column)..<min(end, area.maxColumn) {
                    put(.blank(style), column: cut, row: point.row)
                }
            }
            column = end
        }
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
