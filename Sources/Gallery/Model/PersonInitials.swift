import Canvas

extension Person {
    /// What the avatar circle shows: one grapheme from each of the first two words of the name.
    ///
    /// - The name is sanitised first (`TextSanitizer`), so an escape sequence can never reach the
    ///   terminal through the initials, and split into words at whitespace.
    /// - From each word the first letter or digit is taken (so `"“Ann” Lee"` gives `AL`); a word with
    ///   neither gives its first grapheme.
    /// - Each is uppercased when that yields a single grapheme (`ß` stays `ß` rather than becoming `SS`);
    ///   scripts without case, such as CJK, are kept as they are: `山田 太郎` gives `山太`.
    /// - A single word gives one grapheme (`Steve` → `S`); a name with no visible word gives `?`.
    public var initials: String {
        var result = ""
        for word in TextSanitizer.sanitize(name).split(whereSeparator: \.isWhitespace).prefix(2) {
            let pick = word.first(where: { $0.isLetter || $0.isNumber }) ?? word.first
            guard let pick else { continue }
            let upper = pick.uppercased()
            result += upper.count == 1 ? upper : String(pick)
        }
        return result.isEmpty ? "?" : result
    }
}
