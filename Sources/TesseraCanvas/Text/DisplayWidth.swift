/// How many terminal columns text occupies, computed without Foundation or the C library.
///
/// The rules follow what terminals built on `wcwidth` do, per grapheme cluster:
/// - Controls, format characters (zero-width joiner and spaces, bidi marks, soft hyphen) and combining
///   marks (including variation selectors and spacing marks) take **0** columns.
/// - East Asian Wide and Fullwidth characters (CJK ideographs, Hangul syllables, Hiragana, Katakana,
///   fullwidth forms, …, from a table of `EastAsianWidth.txt` ranges) and characters with emoji presentation
///   take **2**.
///   Not-yet-assigned code points in the emoji blocks U+1F000–1FAFF count as 2, since new emoji land there.
/// - Everything else, including East Asian Ambiguous characters such as box-drawing, takes **1**.
///
/// A grapheme cluster is as wide as its base (its first scalar of non-zero width), never wider than 2,
/// and 2 when it is shown as an emoji: when any of its scalars has emoji presentation (skin-tone modifiers,
/// flags, ZWJ sequences) or when an emoji-capable base is followed by VS16 (U+FE0F), as in `❤️`.
/// A cluster with no base at all (a lone combining mark) is 0 wide; ``TextSanitizer`` gives such
/// clusters a visible base so that text drawn on a ``Canvas`` never contains one.
public enum DisplayWidth {
    /// The columns a single Unicode scalar occupies on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }  // DEL and the C1 controls
        if value < 0x300 { return value == 0xAD ? 0 : 1 }  // Latin-1 and Latin Extended; U+00AD soft hyphen
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .lineSeparator,
            .paragraphSeparator, .surrogate:
            return 0
        case .unassigned:
            return (0x1F000...0x1FAFF).contains(value) || isWide(value) ? 2 : 1
        default:
            break
        }
        if value < 0x1100 { return 1 }
        if properties.isEmojiPresentation || isWide(value) { return 2 }
        return 1
    }

    /// The columns a grapheme cluster occupies: 0, 1 or 2 (see ``DisplayWidth`` for the rules).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        // Fast path: a cluster of one ASCII scalar.
        if character.utf8.count == 1, let byte = character.utf8.first {
            return byte >= 0x20 && byte < 0x7F ? 1 : 0
        }
        var base = 0
        var baseScalar: Unicode.Scalar?
        var showsAsEmoji = false
        for scalar in scalars {
            if base == 0 {
                base = of(scalar)
                if base > 0 { baseScalar = scalar }
            }
            if scalar.value == 0xFE0F {
                // Looked up only here: most clusters have no VS16.
                showsAsEmoji = showsAsEmoji || baseScalar?.properties.isEmoji == true
            } else if scalar.value >= 0x231A && scalar.properties.isEmojiPresentation {
                showsAsEmoji = true
            }
        }
        guard base > 0 else { return 0 }
        return showsAsEmoji ? 2 : base
    }

    /// The columns a string occupies: the sum of its grapheme clusters' widths.
    ///
    /// Controls count 0 here; sanitise text with ``TextSanitizer`` first to measure what a ``Canvas``
    /// will actually draw.
    public static func of(_ text: some StringProtocol) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Whether every byte of `text` is printable ASCII (`0x20...0x7E`): then each byte is one grapheme
    /// of one column, and text can be measured and drawn byte by byte.
    static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ isPrintableASCII(bytes: $0) }) {
            return answer
        }
        return text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Whether every byte is printable ASCII (`0x20...0x7E`).
    @inline(__always)
    static func isPrintableASCII(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 &- 0x20 < 0x5F }
    }

    /// Whether the scalar value is East Asian Wide or Fullwidth in the (non-emoji part of the) table.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        let table = wideRanges
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < table.count && table[low].contains(value)
    }
}
