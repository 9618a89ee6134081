import Foundation
import TesseraCanvas

/// What a person typed into the filter field, matched the way fuzzy finders match: the query's
/// characters must appear in the name in order, not necessarily together, ignoring case and accents
/// (`stev` matches "Steve", `zm` matches "Zoë Müller", `eé` matches "Renée").
///
/// A query that extends another (`ste` → `stev`) can only match names the shorter one matched, so the
/// filter narrows its previous matches instead of searching the whole list again.
public struct FuzzyQuery: Hashable, Sendable {
    /// The text as typed.
    public let text: String
    /// Each character of the text, folded (see ``TextFolding``).
    public let folded: [String]

    /// Creates a query from typed text.
    public init(_ text: String) {
        self.text = text
        folded = text.map(TextFolding.fold)
    }

    /// Whether the query is empty (it matches everything).
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether every name this query matches is also matched by `shorter`: it starts with it.
    public func narrows(_ shorter: FuzzyQuery) -> Bool {
        folded.starts(with: shorter.folded)
    }

    /// Where the query matches `name`, or `nil` when it does not.
    ///
    /// The match is the shortest window that holds the query's characters in order, found as fzf's first
    /// algorithm does: the leftmost match fixes where the window can end, a backward pass from there finds
    /// where it starts, and a forward pass from that start places the characters.
    public func match(_ name: FoldedText) -> FuzzyMatch? {
        guard !folded.isEmpty else { return FuzzyMatch(positions: [], score: 0) }
        let graphemes = name.graphemes
        // Forward: the leftmost end of a match.
        var next = 0
        var end = -1
        for (index, grapheme) in graphemes.enumerated() where grapheme == folded[next] {
            next += 1
            if next == folded.count {
                end = index
                break
            }
        }
        guard end >= 0 else { return nil }
        // Backward from the end: the latest start of a window ending there.
        var start = end
        var remaining = folded.count - 1
        var index = end
        while remaining >= 0 && index >= 0 {
            if graphemes[index] == folded[remaining] {
                start = index
                remaining -= 1
            }
            index -= 1
        }
        // Forward from the start: the positions, leftmost within the window.
        var positions: [Int] = []
        positions.reserveCapacity(folded.count)
        var wanted = 0
        for index in start...end where wanted < folded.count && graphemes[index] == folded[wanted] {
            positions.append(index)
            wanted += 1
        }
        return FuzzyMatch(positions: positions, score: Self.score(positions, in: name))
    }

    /// Points for each matched character, more at the start of a word and right after the previous one;
    /// a point off for every character skipped inside the match.
    private static func score(_ positions: [Int], in name: FoldedText) -> Int {
        var score = 0
        var previous: Int?
        for position in positions {
            score += 16
            if name.isWordStart[position] { score += 8 }
            if let previous {
                score += position == previous + 1 ? 4 : -(position - previous - 1)
            }
            previous = position
        }
        return score
    }
}

/// Where a query matched a name: the matched characters' positions (grapheme offsets, ascending) to
/// highlight, and a score for ordering better matches first.
public struct FuzzyMatch: Hashable, Sendable {
    /// The grapheme offsets in the name of the matched characters, ascending.
    public let positions: [Int]
    /// Higher is better: word starts and runs of consecutive characters count most.
    public let score: Int

    /// A match at `positions` scoring `score`.
    public init(positions: [Int], score: Int) {
        self.positions = positions
        self.score = score
    }
}

/// A name prepared for matching: one folded string per grapheme, and where words start.
public struct FoldedText: Hashable, Sendable {
    /// Each grapheme of the (sanitised) name, folded.
    public let graphemes: [String]
    /// Whether each grapheme starts a word (the first, or after a space or punctuation).
    public let isWordStart: [Bool]

    /// Folds `text`, sanitised first as the cards draw it, so positions match what is on screen.
    public init(_ text: String) {
        // Printable ASCII (most file names): one grapheme per byte, nothing to sanitise, folding is
        // lowercasing; read as bytes, as the general path would give it (100,000 names: 5 times faster).
        self = Self.foldingPrintableASCII(text) ?? FoldedText(foldingEachCharacter: text)
    }

    /// Folds `text` character by character, sanitised first: what any text takes.
    init(foldingEachCharacter text: String) {
        let characters = Array(TextSanitizer.sanitize(text))
        graphemes = characters.map(TextFolding.fold)
        isWordStart = characters.indices.map { index in
            index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
        }
    }
}

extension FoldedText {
    private init(graphemes: [String], isWordStart: [Bool]) {
        self.graphemes = graphemes
        self.isWordStart = isWordStart
    }

    /// `text` folded, when it is printable ASCII alone (bytes 0x20–0x7E); else `nil`.
    static func foldingPrintableASCII(_ text: String) -> FoldedText? {
        var text = text
        return text.withUTF8 { bytes -> FoldedText? in
            guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
            func isLetterOrNumber(_ byte: UInt8) -> Bool {
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            }
            return FoldedText(
                graphemes: bytes.map { String(UnicodeScalar((0x41...0x5A).contains($0) ? $0 + 0x20 : $0)) },
                isWordStart: bytes.indices.map { $0 == 0 || !isLetterOrNumber(bytes[$0 - 1]) })
        }
    }
}

/// Case and accent folding for matching: `É` → `e`, `ß` stays `ß`, `山` stays `山`.
public enum TextFolding {
    /// The character lowercased and without accents; a character whose folding would not be one
    /// character (as some ligatures) is only lowercased.
    public static func fold(_ character: Character) -> String {
        if let ascii = character.asciiValue {
            return String(UnicodeScalar((0x41...0x5A).contains(ascii) ? ascii + 0x20 : ascii))
        }
        let folded = String(character).folding(
            options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return folded.count == 1 ? folded : String(character).lowercased()
    }
}
