import Synchronization

/// The grapheme of a ``Cell``, stored so that cells are trivially copyable: copying, comparing or
/// overwriting one never touches a reference count.
///
/// Up to 15 bytes of UTF-8 (every ASCII character, box-drawing and block element, CJK ideograph and single
/// emoji) are kept inline with their length; longer graphemes (emoji ZWJ sequences, long combining
/// sequences) are interned once in a process-wide table and kept as their number there. Equal graphemes
/// have equal storage, so comparing two is comparing 16 bytes.
struct CellGrapheme: Hashable, Sendable {
    /// Bytes 0–7 of the UTF-8, or the interned number.
    private var low: UInt64
    /// Bytes 8–14 of the UTF-8, then (in the last byte) the length, or ``interned``.
    private var high: UInt64

    /// The length byte of an interned grapheme.
    private static let interned: UInt8 = 0xFF

    /// A space, the grapheme of a blank cell.
    static let space = CellGrapheme(" ")
    /// No text, the grapheme of a continuation cell.
    static let empty = CellGrapheme("")
    /// A space that belongs to a picture drawn with real pixels (``Cell/isPictureOwned``): it reads as
    /// `" "`, but a byte past its length (never set otherwise) makes it differ from ``space``.
    static let pictureSpace: CellGrapheme = {
        var grapheme = CellGrapheme(" ")
        withUnsafeMutableBytes(of: &grapheme.high) { $0[6] = 1 }
        return grapheme
    }()

    /// Stores `grapheme`.
    init(_ grapheme: String) {
        var text = grapheme
        let stored: (UInt64, UInt64)? = text.withUTF8 { utf8 in
            guard utf8.count < 16 else { return nil }
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { bytes in
                bytes.copyMemory(from: UnsafeRawBufferPointer(utf8))
                bytes[15] = UInt8(utf8.count)
            }
            return words
        }
        if let stored {
            (low, high) = stored
        } else {
            (low, high) = (UInt64(Self.intern(grapheme)), 0)
            withUnsafeMutableBytes(of: &high) { $0[7] = Self.interned }
        }
    }

    /// Stores a one-byte grapheme: a printable ASCII character (the caller checks).
    init(ascii byte: UInt8) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { bytes in
            bytes[0] = byte
            bytes[15] = 1
        }
        (low, high) = words
    }

    /// The grapheme as a string (no allocation for inline graphemes).
    var string: String {
        withUnsafeBytes(of: (low, high)) { bytes in
            let length = bytes[15]
            guard length != Self.interned else { return Self.table.withLock { $0.strings[Int(low)] } }
            return String(decoding: bytes.prefix(Int(length)), as: UTF8.self)
        }
    }

    /// The number of `grapheme` in the table, adding it if it is new.
    private static func intern(_ grapheme: String) -> Int {
        table.withLock { table in
            if let number = table.numbers[grapheme] { return number }
            table.strings.append(grapheme)
            table.numbers[grapheme] = table.strings.count - 1
            return table.strings.count - 1
        }
    }

    /// Every long grapheme seen so far, both ways. Only graphemes of 16 UTF-8 bytes or more land here
    /// (distinct emoji sequences: a few hundred at most); the lock makes interning safe from any thread.
    private static let table = Mutex<(strings: [String], numbers: [String: Int])>(([], [:]))
}
