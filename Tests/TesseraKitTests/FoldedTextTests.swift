import SystemTestSupport
import Testing

@testable import TesseraKit

/// `FoldedText`'s bytes path for printable ASCII names gives what folding each character gives.
@Suite struct FoldedTextTests {
    /// Printable ASCII of every kind (letters of both cases, digits, space, punctuation), and a few
    /// characters that must leave the bytes path: controls, DEL, accents, a combining mark, CJK.
    static let ascii = (0x20..<0x7F).map { Character(UnicodeScalar(UInt8($0))) }
    static let others: [Character] = ["\u{0}", "\t", "\u{7F}", "É", "é", "e\u{301}", "ß", "山", "\r\n"]

    @Test(arguments: 0..<64) func theBytesPathFoldsAsEachCharacterIsFolded(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let length = Int.random(in: 0..<24, using: &random)
        let asciiOnly = seed % 2 == 0
        let text = String(
            (0..<length).map { _ in
                !asciiOnly && Int.random(in: 0..<6, using: &random) == 0
                    ? Self.others.randomElement(using: &random)! : Self.ascii.randomElement(using: &random)!
            })
        let general = FoldedText(foldingEachCharacter: text)
        #expect(FoldedText(text) == general, "\(text.debugDescription)")
        let fast = FoldedText.foldingPrintableASCII(text)
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            #expect(fast == general, "\(text.debugDescription)")
        } else {
            #expect(fast == nil, "\(text.debugDescription)")
        }
    }

    @Test func aFileNameFoldsToLowercaseWithWordStarts() {
        let folded = FoldedText("IMG_0042 Beach.JPG")
        #expect(folded.graphemes.joined() == "img_0042 beach.jpg")
        #expect(folded.isWordStart.indices.filter { folded.isWordStart[$0] } == [0, 4, 9, 15])
    }
}
