import TesseraCanvas

extension Canvas {
    /// The screen as text with each line's trailing spaces removed, for readable expectations.
    var trimmedText: String {
        lines().map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}
