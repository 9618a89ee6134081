/// `--slideshow-interval SECONDS`: how long the viewer's slideshow shows each photo.
enum SlideshowInterval {
    /// The accepted seconds.
    static let range = 0.1...86_400.0

    /// The interval in `text` (`5`, `2.5`), or `nil` unless it is a plain decimal number within ``range``.
    static func parse(_ text: String) -> Duration? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let seconds = Double(text), range.contains(seconds)
        else { return nil }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// The one-line error for a value ``parse(_:)`` refuses.
    static func error(_ text: String) -> String {
        "--slideshow-interval takes seconds from 0.1 to 86400, such as 5 or 2.5 (got '\(text)')"
    }
}
