import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

@Suite struct FuzzyQueryTests {
    func positions(_ query: String, _ name: String) -> [Int]? {
        FuzzyQuery(query).match(FoldedText(name))?.positions
    }

    @Test func charactersMatchInOrderNotNecessarilyTogether() {
        #expect(positions("stev", "Steve") == [0, 1, 2, 3])
        #expect(positions("sv", "Steve") == [0, 3])
        #expect(positions("ts", "Steve") == nil, "order matters")
        #expect(positions("stevie", "Steve") == nil)
        #expect(positions("", "Steve") == [])
    }

    @Test func caseAndAccentsAreIgnored() {
        #expect(positions("STE", "steve") == [0, 1, 2])
        #expect(positions("zm", "Zoë Müller") == [0, 4])
        #expect(positions("zoe muller", "Zoë Müller") == Array(0..<10))
        #expect(positions("renée", "RENEE") == [0, 1, 2, 3, 4])
        #expect(positions("ß", "Straße") == [4])
    }

    @Test func wideAndEscapedNamesMatchByWhatIsDrawn() {
        #expect(positions("山太", "山田太郎") == [0, 2])
        #expect(positions("김", "김민준") == [0])
        // The escape is drawn as ␛ and counts as one character.
        #expect(positions("evil", "\u{1B}[31mEvil") == [5, 6, 7, 8])
    }

    @Test func theMatchIsTheShortestWindow() {
        #expect(positions("ab", "a x ab") == [4, 5])
        #expect(positions("ace", "abcace") == [3, 4, 5])
    }

    @Test func wordStartsAndRunsScoreHigher() throws {
        func score(_ query: String, _ name: String) throws -> Int {
            try #require(FuzzyQuery(query).match(FoldedText(name))).score
        }
        #expect(try score("jm", "Jo Miller") > score("jm", "Jamie"))
        #expect(try score("ste", "Steve") > score("ste", "Sante"))
        #expect(try score("mi", "Mia") > score("mi", "Jamie"))
    }

    @Test func anExtendedQueryNarrowsTheShorterOne() {
        #expect(FuzzyQuery("stev").narrows(FuzzyQuery("ste")))
        #expect(FuzzyQuery("Stev").narrows(FuzzyQuery("ste")), "folded")
        #expect(!FuzzyQuery("stv").narrows(FuzzyQuery("ste")))
        #expect(FuzzyQuery("ste").narrows(FuzzyQuery("")))
        #expect(!FuzzyQuery("st").narrows(FuzzyQuery("ste")))
    }

    /// Narrowing is sound: whatever the longer query matches, the shorter one matched.
    @Test func everyMatchOfALongerQueryIsAMatchOfItsPrefix() {
        let names = Names.all
        for query in ["a", "an", "ann", "anna", "m", "ma", "mar", "mari", "é", "éo"] {
            let prefix = FuzzyQuery(String(query.dropLast()))
            for name in names where FuzzyQuery(query).match(FoldedText(name)) != nil {
                #expect(prefix.match(FoldedText(name)) != nil, "\(query) \(name)")
            }
        }
    }
}
