import Testing

@testable import TesseraCanvas

@Suite struct CellGraphemeTests {
    @Test(arguments: [
        "", " ", "a", "─", "▀", "日", "😀", "e\u{301}", "🇫🇷", "👩‍👩‍👧",
        "👩‍👩‍👧‍👦", "🏳️‍🌈", "👨🏽‍🤝‍👨🏻", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",
    ])
    func storesShortAndLongGraphemesExactly(grapheme: String) {
        let stored = CellGrapheme(grapheme)
        #expect(stored.string == grapheme)
        #expect(Array(stored.string.utf8) == Array(grapheme.utf8))
        #expect(stored == CellGrapheme(grapheme))
    }

    @Test func fifteenBytesStayInlineAndSixteenAreInterned() {
        let fifteen = String(repeating: "a", count: 15)
        let sixteen = String(repeating: "a", count: 16)
        #expect(CellGrapheme(fifteen).string == fifteen)
        #expect(CellGrapheme(sixteen).string == sixteen)
        #expect(CellGrapheme(fifteen) != CellGrapheme(sixteen))
        #expect(CellGrapheme(sixteen) == CellGrapheme(sixteen))
    }

    @Test func differentGraphemesHaveDifferentStorage() {
        let graphemes = ["a", "b", " ", "", "日", "本", "👩‍👩‍👧‍👦", "👨‍👨‍👧‍👦"]
        #expect(Set(graphemes.map(CellGrapheme.init)).count == graphemes.count)
    }

    @Test func cellsKeepTheirGraphemeAndCompareByIt() {
        #expect(Cell("日").grapheme == "日")
        #expect(Cell.blank.grapheme == " ")
        #expect(Cell.continuation(.plain).grapheme == "")
        #expect(Cell("a") != Cell("b"))
        var canvas = Canvas(columns: 12, rows: 1)
        canvas.write("x👩‍👩‍👧‍👦y", at: .zero)
        #expect(canvas[1, 0].grapheme == "👩‍👩‍👧‍👦")
        #expect(canvas.plainText == "x👩‍👩‍👧‍👦y        ")
    }

    @Test func cellsAreTriviallyCopyable() {
        #expect(_isPOD(Cell.self))
    }
}
