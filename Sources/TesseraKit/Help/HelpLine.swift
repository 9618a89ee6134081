import TesseraCanvas

/// One row of the help's content, ready to draw: the sections laid out for the width of the box.
///
/// An entry's label and its text share a row, the texts of a section lined up in one column and wrapped
/// at spaces onto the rows below; when that column would be narrower than ``minimumTextWidth``, the label
/// takes a row of its own and the text goes below it, indented. Text is never cut mid-word, except a
/// single word wider than the whole box.
public enum HelpLine: Equatable, Sendable {
    /// An empty row between sections.
    case blank
    /// A section's heading.
    case heading(String)
    /// A label (empty on an entry's later rows) and a piece of its text starting `textOffset` columns
    /// after the label's start.
    case entry(label: String, text: String, textOffset: Int)

    /// The narrowest column texts are set in beside their labels.
    public static let minimumTextWidth = 12

    /// The rows of `sections` for content `width` columns wide.
    public static func lines(_ sections: [HelpSection], width: Int) -> [HelpLine] {
        var lines: [HelpLine] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append(.blank) }
            if let heading = section.heading { lines.append(.heading(heading)) }
            let labelWidth = section.entries.map { DisplayWidth.of($0.label) }.max() ?? 0
            let besideWidth = width - labelWidth - 2
            for entry in section.entries {
                if besideWidth >= minimumTextWidth {
                    let pieces = wrapped(entry.text, width: besideWidth)
                    for (row, piece) in pieces.enumerated() {
                        lines.append(
                            .entry(
                                label: row == 0 ? entry.label : "", text: piece, textOffset: labelWidth + 2))
                    }
                } else {
                    lines.append(.entry(label: entry.label, text: "", textOffset: 0))
                    lines += wrapped(entry.text, width: width - 2).map {
                        .entry(label: "", text: $0, textOffset: 2)
                    }
                }
            }
        }
        return lines
    }

    /// The width the content of `sections` needs to show every entry on one row.
    public static func naturalWidth(of sections: [HelpSection]) -> Int {
        sections.map { section in
            let labelWidth = section.entries.map { DisplayWidth.of($0.label) }.max() ?? 0
            let textWidth = section.entries.map { DisplayWidth.of($0.text) }.max() ?? 0
            return max(labelWidth + 2 + textWidth, DisplayWidth.of(section.heading ?? ""))
        }.max() ?? 0
    }

    /// `text` broken at spaces into rows of at most `width` columns (a longer word has a row of its own).
    public static func wrapped(_ text: String, width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ") {
            let candidate = row.isEmpty ? String(word) : row + " " + word
            if row.isEmpty || DisplayWidth.of(candidate) <= width {
                row = candidate
            } else {
                rows.append(row)
                row = String(word)
            }
        }
        return rows + [row]
    }
}
