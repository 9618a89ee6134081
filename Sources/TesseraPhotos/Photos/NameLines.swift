import TesseraCanvas

/// A name set on at most two lines of a width: whole when it fits on one; else broken after the last
/// space, `/`, `-` or `_` that lets the first line fit, or mid-word where there is none or where only a
/// mid-word break keeps the rest on the second line; the card cuts the second line with `…` only when
/// the name does not fit on two lines at all.
enum NameLines {
    /// One line of a name and the offset of its first grapheme in the (sanitised) name, so the filter's
    /// matched offsets can be moved onto it.
    struct Line: Equatable {
        var text: String
        var offset: Int
    }

    /// The lines of `name` for `width` columns: one or two.
    static func lines(_ name: String, width: Int) -> [Line] {
        let safe = TextSanitizer.sanitize(name)
        let graphemes = Array(safe)
        let widths = graphemes.map { DisplayWidth.of($0) }
        guard width > 0, widths.reduce(0, +) > width else { return [Line(text: safe, offset: 0)] }
        // The graphemes that fit on the first line.
        var fitting = 0
        var used = 0
        while fitting < graphemes.count, used + widths[fitting] <= width {
            used += widths[fitting]
            fitting += 1
        }
        guard fitting > 0 else { return [Line(text: safe, offset: 0)] }
        // Break after the last separator that fits; a space ends the line and starts neither.
        var end = fitting
        var next = fitting
        if let separator = graphemes[..<min(fitting + 1, graphemes.count)].lastIndex(where: {
            " /-_".contains($0)
        }),
            separator > 0
        {
            if graphemes[separator] == " " {
                end = separator
                next = separator + 1
            } else if separator < fitting {
                end = separator + 1
                next = separator + 1
            }
        }
        let restWidth = widths[next...].reduce(0, +)
        if restWidth > width, widths[fitting...].reduce(0, +) <= width {
            // Breaking at the separator would cut a name that fits on two lines broken mid-word.
            (end, next) = (fitting, fitting)
        }
        let first = String(graphemes[..<end])
        let rest = String(graphemes[next...])
        return [Line(text: first, offset: 0), Line(text: rest, offset: next)]
    }
}
