extension DisplayWidth {
    /// East Asian Wide (W) and Fullwidth (F) ranges from Unicode's `EastAsianWidth.txt`, sorted.
    ///
    /// Scalars with emoji presentation are W as well but are found through
    /// `Unicode.Scalar.Properties.isEmojiPresentation` instead, so they are left out here. Small
    /// unassigned gaps inside CJK blocks are merged into the surrounding range (unassigned code points
    /// in those blocks default to W).
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Choseong (leading consonants)
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2E99,  // CJK Radicals Supplement
        0x2E9B...0x2EF3,
        0x2F00...0x2FD5,  // Kangxi Radicals
        0x2FF0...0x2FFF,  // Ideographic Description Characters
        0x3000...0x303E,  // ideographic space, CJK symbols and punctuation
        0x3041...0x3096,  // Hiragana
        0x3099...0x30FF,  // Hiragana marks, Katakana
        0x3105...0x312F,  // Bopomofo
        0x3131...0x318E,  // Hangul Compatibility Jamo
        0x3190...0x31E5,  // Kanbun, Bopomofo Extended, CJK Strokes
        0x31EF...0x321E,  // Katakana Phonetic Extensions, enclosed CJK
        0x3220...0x3247,
        // Enclosed CJK, CJK Compatibility, CJK Extension A, Yijing Hexagrams (W since Unicode 16 and
        // already wide in glibc), CJK Unified Ideographs, Yi Syllables.
        0x3250...0xA48C,
        0xA490...0xA4C6,  // Yi Radicals
        0xA960...0xA97C,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul Syllables
        0xF900...0xFAFF,  // CJK Compatibility Ideographs
        0xFE10...0xFE19,  // Vertical Forms
        0xFE30...0xFE52,  // CJK Compatibility Forms, Small Form Variants
        0xFE54...0xFE66,
        0xFE68...0xFE6B,
        0xFF01...0xFF60,  // Fullwidth Forms
        0xFFE0...0xFFE6,
        0x16FE0...0x16FE4,  // Ideographic Symbols and Punctuation
        0x16FF0...0x16FF1,
        0x17000...0x187F7,  // Tangut
        0x18800...0x18CD5,  // Tangut Components, Khitan Small Script
        0x18CFF...0x18D08,
        0x1AFF0...0x1AFF3,  // Kana Extended-B
        0x1AFF5...0x1AFFB,
        0x1AFFD...0x1AFFE,
        0x1B000...0x1B122,  // Kana Supplement, Kana Extended-A
        0x1B132...0x1B132,
        0x1B150...0x1B152,  // Small Kana Extension
        0x1B155...0x1B155,
        0x1B164...0x1B167,
        0x1B170...0x1B2FB,  // Nushu
        0x1D300...0x1D356,  // Tai Xuan Jing Symbols (W since Unicode 16)
        0x1F200...0x1F202,  // Enclosed Ideographic Supplement
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F260...0x1F265,
        0x20000...0x2FFFD,  // CJK Extensions B–F and later (plane 2)
        0x30000...0x3FFFD,  // CJK Extensions G and later (plane 3)
    ]
}
