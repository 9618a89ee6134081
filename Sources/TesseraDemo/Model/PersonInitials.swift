import TesseraCanvas

extension Person {
    /// What the avatar circle shows: one grapheme from each of the first two words of the name.
    ///
    /// - The name is sanitised first (`TextSanitizer`), so an escape sequence can never reach the
    ///   terminal through the initials, and split into words at whitespace.
    /// - From each word the first letter or digit is taken (so `"“Ann” Lee"` gives `AL`); a word with
    ///   neither gives its first grapheme.
    /// - Each is uppercased when that yields a single grapheme (`ß` stays `ß` rather than becoming `SS`);
    ///   scripts without case, such as CJK, are kept as they are: `山田 太郎` gives `山太`.
    /// - A single word gives one grapheme (`Steve` → `S`), except one written in wide characters (CJK
    ///   and Hangul names are written without a space), which gives its first two: `王芳` → `王芳`,
    ///   `山田太郎` → `山田`, `김민준` → `김민`. A name with no visible word gives `?`.
    public var initials: String {
        let isPrintableASCII = name.utf8.allSatisfy { (0x20...0x7E).contains($0) }
        return isPrintableASCII ? Self.initials(ofASCII: name) : Self.initials(byGrapheme: name)
    }

    /// The initials by the rules above, grapheme by grapheme.
    static func initials(byGrapheme name: String) -> String {
        let words = TextSanitizer.sanitize(name).split(whereSeparator: \.isWhitespace)
        if words.count == 1, let word = words.first, let first = word.first, DisplayWidth.of(first) == 2 {
            return String(word.prefix(2).filter { $0.isLetter || $0 == first })
        }
        var result = ""
        for word in words.prefix(2) {
            let pick = word.first(where: { $0.isLetter || $0.isNumber }) ?? word.first
            guard let pick else { continue }
            let upper = pick.uppercased()
            result += upper.count == 1 ? upper : String(pick)
        }
        return result.isEmpty ? "?" : result
    }

    /// The initials of a printable-ASCII name by the same rules, byte by byte (the frame draws them for
    /// every visible card): the only whitespace is the space, the letters and digits are `A–Z`, `a–z` and
    /// `0–9`, and nothing needs sanitising.
    static func initials(ofASCII name: String) -> String {
        var result = ""
        for word in name.utf8.split(separator: 0x20).prefix(2) {
            guard let first = word.first else { continue }
            let pick =
                word.first(where: { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                        || (0x61...0x7A).contains(byte)
                }) ?? first
            let upper = (0x61...0x7A).contains(pick) ? pick - 0x20 : pick
            result.unicodeScalars.append(Unicode.Scalar(upper))
        }
        return result.isEmpty ? "?" : result
    }
}
