import TesseraCanvas

/// Help as plain text for a program's `--help`: a `KEYS:` section with a heading per screen and mode, each
/// binding's label and help in two columns, then a `MOUSE:` section, the columns lined up across both.
///
/// Generated from the same key maps that read the keys (``KeyMap/helpSection``), so the command line's
/// help cannot disagree with the program.
public enum HelpReference {
    /// The `KEYS:` and `MOUSE:` sections, ending in a newline.
    ///
    /// - Parameters:
    ///   - title: The first line, e.g. `KEYS: (? in the app lists those of the screen it shows)`.
    ///   - keys: One section per screen and mode; each heading is written `  heading:`, its rows indented
    ///     four columns. Sections without entries are left out.
    ///   - mouse: What the mouse does, indented two columns under `MOUSE:`; no `MOUSE:` section when empty.
    public static func text(title: String, keys: [HelpSection], mouse: [HelpSection.Entry]) -> String {
        let keySections = keys.filter { !$0.entries.isEmpty }
        let labelWidth =
            (keySections.flatMap { $0.entries.map(\.label) } + mouse.map(\.label))
            .map { DisplayWidth.of($0) }.max() ?? 0
        var lines = [title]
        for section in keySections {
            if let heading = section.heading { lines.append("  \(heading):") }
            lines += section.entries.map { row($0, indent: 4, labelWidth: labelWidth) }
        }
        if !mouse.isEmpty {
            lines += ["", "MOUSE:"]
            lines += mouse.map { row($0, indent: 2, labelWidth: labelWidth + 2) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ entry: HelpSection.Entry, indent: Int, labelWidth: Int) -> String {
        let padding = String(repeating: " ", count: max(labelWidth - DisplayWidth.of(entry.label), 0) + 2)
        return String(repeating: " ", count: indent) + entry.label + padding + entry.text
    }
}
