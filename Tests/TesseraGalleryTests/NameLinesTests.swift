import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// Album names on a card's two lines: whole when they fit, broken at a space or a `/`, cut only past
/// the second line.
@Suite struct NameLinesTests {
    private func texts(_ name: String, width: Int) -> [String] {
        NameLines.lines(name, width: width).map(\.text)
    }

    @Test func aNameThatFitsIsOneLine() {
        #expect(texts("Animals", width: 7) == ["Animals"])
        #expect(NameLines.lines("Animals", width: 20) == [NameLines.Line(text: "Animals", offset: 0)])
    }

    @Test func aLongerNameBreaksAtTheLastSpaceOrSlashThatFits() {
        #expect(
            NameLines.lines("Summer holidays in Norway", width: 20) == [
                NameLines.Line(text: "Summer holidays in", offset: 0),
                NameLines.Line(text: "Norway", offset: 19),
            ])
        #expect(texts("Street/2024-Walks", width: 10) == ["Street/", "2024-Walks"])
        #expect(texts("Street 2024", width: 6) == ["Street", "2024"])
    }

    @Test func aWordWiderThanTheLineBreaksWhereTheLineEnds() {
        #expect(texts("IMG_20240305", width: 8) == ["IMG_", "20240305"])
        #expect(texts("ABCDEFGHIJ", width: 4) == ["ABCD", "EFGHIJ"])
        // At the space the rest would not fit: broken mid-word instead, so nothing is cut.
        #expect(texts("ab cdefgh", width: 5) == ["ab cd", "efgh"])
    }

    /// Every name that can be set on two lines at some break is set whole: no `…` where two lines hold
    /// it (the card cuts only the second line, and only when it is too long).
    @Test func nothingThatFitsOnTwoLinesIsCut() {
        let names = [
            "Trips/Summer holidays in the mountains of Norway", "Street/2024 Walks", "a b c d e f g h",
            "Family/Grandma's 90th", "x/y/z", "Sommerferien in den Bergen",
        ]
        for name in names {
            for width in 4...40 {
                let lines = NameLines.lines(name, width: width)
                #expect(lines.count <= 2)
                #expect(lines.allSatisfy { !$0.text.contains("…") })
                guard lines.count == 2 else { continue }
                #expect(lines[0].text.count <= width, "\(name) at \(width)")
                // The second line is too long (and cut by the card) only when no break sets the name on
                // two lines: the longest first line leaves more than a line.
                if lines[1].text.count > width {
                    #expect(name.count - width > width, "\(name) at \(width)")
                }
                // Together they are the whole name, less the space broken at.
                let joined =
                    lines[0].text
                    + name.dropFirst(lines[0].text.count).prefix(lines[1].offset - lines[0].text.count)
                    + lines[1].text
                #expect(joined == name, "\(name) at \(width)")
            }
        }
    }
}
