/// Turns any text into single-line text that is safe to send to a terminal and has a well-defined width.
///
/// Nothing that a terminal would interpret survives: every control becomes a visible symbol, so an escape
/// sequence in user data (a name, a file) shows up as text instead of recolouring or moving the cursor.
///
/// | input | shown as |
/// | --- | --- |
/// | C0 control U+0000–001F (NUL, tab, newline, ESC, …) | its Control Picture U+2400 + code (`␀`, `␉`, `␊`, `␛`, …) |
/// | DEL U+007F | `␡` |
/// | C1 control U+0080–009F | `�` |
/// | line and paragraph separators U+2028, U+2029 | `�` |
/// | bidi embeddings, overrides and isolates U+202A–202E, U+2066–2069 | `�` |
/// | kitty's image placeholder U+10EEEE (only ``Cell/init(imagePlaceholder:style:)`` makes one) | `�` |
///
/// So `"\u{1B}[31mred"` becomes `"␛[31mred"`. In addition, every grapheme cluster of the result is at least
/// one column wide, so that each one can own a canvas cell:
/// - a cluster made only of default-ignorable characters (a stray zero-width space, joiner, variation
///   selector, soft hyphen, left-to-right mark) is removed — it is invisible anyway;
/// - a cluster that starts with a combining mark (a mark with nothing to combine with) is shown on a
///   dotted circle `◌`, as Unicode recommends;
/// - any other cluster without a visible base (a lone prepended concatenation mark, say) becomes `�`.
///
/// Text that needs no change is returned as is, without allocating.
public enum TextSanitizer {
    /// The replacement character `�` (U+FFFD).
    public static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    /// kitty's image placeholder, U+10EEEE: text never shows it, so a file name cannot pose as a picture.
    public static let imagePlaceholder: Unicode.Scalar = "\u{10EEEE}"

    /// The dotted circle `◌` (U+25CC) that carries a combining mark with no base.
    public static let dottedCircle: Unicode.Scalar = "\u{25CC}"

    /// The text made safe for a terminal (see ``TextSanitizer`` for what changes).
    public static func sanitize(_ text: String) -> String {
        guard let firstChange = firstUnsafeIndex(in: text) else { return text }
        var result = String(text[..<firstChange])
        result.reserveCapacity(text.utf8.count + 8)
        for character in text[firstChange...] {
            appendSafe(character, to: &result)
        }
        return result
    }

    /// The visible stand-in for a scalar a terminal would interpret, or `nil` when the scalar is safe.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        switch value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + value)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, imagePlaceholder.value:
            return replacementCharacter
        default: return nil
        }
    }

    /// Whether a grapheme cluster can be drawn as is: it has no scalar that needs a replacement and it is
    /// at least one column wide.
    public static func isSafe(_ character: Character) -> Bool {
        if character.utf8.count == 1, let byte = character.utf8.first {
            return byte >= 0x20 && byte != 0x7F
        }
        for scalar in character.unicodeScalars where replacement(for: scalar) != nil { return false }
        return DisplayWidth.of(character) > 0
    }

    /// The first index whose grapheme cluster needs a change, or `nil` for text that is already safe.
    private static func firstUnsafeIndex(in text: String) -> String.Index? {
        // Fast path over bytes: printable ASCII is always safe.
        if DisplayWidth.isPrintableASCII(text) { return nil }
        return text.firstIndex { !isSafe($0) }
    }

    /// Appends the safe form of one grapheme cluster.
    private static func appendSafe(_ character: Character, to result: inout String) {
        if isSafe(character) {
            result.append(character)
            return
        }
        let scalars = character.unicodeScalars
        if scalars.contains(where: { replacement(for: $0) != nil }) {
            // Controls stand alone in their cluster (or pair up, as CR LF does): replace each one.
            for scalar in scalars { result.unicodeScalars.append(replacement(for: scalar) ?? scalar) }
            return
        }
        // A cluster without a visible base.
        if scalars.allSatisfy({ $0.properties.isDefaultIgnorableCodePoint }) { return }
        switch scalars.first?.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            result.unicodeScalars.append(dottedCircle)
            result.unicodeScalars.append(contentsOf: scalars)
        default:
            result.unicodeScalars.append(replacementCharacter)
        }
    }
}
