import TesseraCanvas

extension Canvas {
    /// The screen as text with each line's trailing spaces removed, for readable expectations written as
    /// multi-line literals.
    public var trimmedText: String {
        lines().map(ScreenText.trimmingTrailingSpaces).joined(separator: "\n")
    }
}

/// Reading screens as text in tests.
public enum ScreenText {
    /// A screen written as a multi-line literal, one line per row, trailing spaces not significant: the
    /// form ``TesseraCanvas/Canvas/trimmedText`` compares with.
    public static func text(_ literal: String) -> String {
        literal.split(separator: "\n", omittingEmptySubsequences: false).map(trimmingTrailingSpaces)
            .joined(separator: "\n")
    }

    /// A line without the spaces at its end.
    public static func trimmingTrailingSpaces(_ line: some StringProtocol) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
