import Testing

@testable import TesseraCanvas

@Suite struct DisplayWidthTests {
    @Test func printableAsciiIsOneColumnAndControlsAreZero() {
        #expect(DisplayWidth.of("a" as Character) == 1)
        #expect(DisplayWidth.of("~" as Character) == 1)
        #expect(DisplayWidth.of(" " as Character) == 1)
        #expect(DisplayWidth.of("\u{7}" as Character) == 0)
        #expect(DisplayWidth.of("\u{1B}" as Character) == 0)
        #expect(DisplayWidth.of("\u{7F}" as Character) == 0)
        #expect(DisplayWidth.of("\u{85}" as Character) == 0)
    }

    @Test(arguments: ["日", "語", "한", "ひ", "カ", "ㄅ", "Ａ", "！", "\u{3000}", "〈", "𠀋"] as [Character])
    func eastAsianWideAndFullwidthAreTwoColumns(character: Character) {
        #expect(DisplayWidth.of(character) == 2)
    }

    @Test func wideRangesStartAndEndWhereEastAsianWidthSays() {
        let wide: [UInt32] = [
            0x1100, 0x115F, 0x3041, 0x3096, 0x3000, 0x303E, 0xAC00, 0xD7A3, 0xFF01, 0xFF60, 0x20000, 0x4DC0,
            0x1D300,
        ]
        let narrow: [UInt32] = [0x10FF, 0x1160, 0x303F, 0xD7B0, 0xFF61, 0xFFE8, 0x1F321]
        for value in wide {
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 2, "U+\(String(value, radix: 16))")
        }
        for value in narrow {
            #expect(DisplayWidth.of(Unicode.Scalar(value)!) == 1, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: ["é", "ß", "Ω", "ж", "─", "…", "▀", "◌", "ｱ", "→"] as [Character])
    func narrowAndAmbiguousAreOneColumn(character: Character) {
        #expect(DisplayWidth.of(character) == 1)
    }

    @Test func emojiPresentationIsTwoColumns() {
        #expect(DisplayWidth.of("😀" as Character) == 2)
        #expect(DisplayWidth.of("🚀" as Character) == 2)
        #expect(DisplayWidth.of("⌚" as Character) == 2)  // U+231A: emoji presentation below U+1F300
        #expect(DisplayWidth.of("🫩" as Character) == 2)  // U+1FAE9, Unicode 16
        #expect(DisplayWidth.of(Unicode.Scalar(0x1F600)!) == 2)  // a scalar on its own, too
        #expect(DisplayWidth.of(Unicode.Scalar(0x231A)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x2764)!) == 1)
    }

    @Test func textPresentationSymbolsAreOneColumnUnlessVS16MakesThemEmoji() {
        #expect(DisplayWidth.of("\u{2764}" as Character) == 1)  // ❤ heavy black heart, text by default
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}" as Character) == 2)  // ❤️
        #expect(DisplayWidth.of("\u{1F321}" as Character) == 1)  // 🌡 thermometer, text by default
        #expect(DisplayWidth.of("\u{1F321}\u{FE0F}" as Character) == 2)
        #expect(DisplayWidth.of("a\u{FE0F}" as Character) == 1)  // VS16 on a non-emoji changes nothing
    }

    @Test func emojiSequencesAreOneGlyphOfTwoColumns() {
        let sequences: [Character] = [
            "👩\u{200D}👩\u{200D}👧",  // family (ZWJ sequence)
            "🇫🇷",  // flag
            "1\u{FE0F}\u{20E3}",  // keycap 1️⃣
            "\u{261D}\u{1F3FB}",  // ☝🏻 text-default base made emoji by a skin-tone modifier
            "👋🏽",
        ]
        for sequence in sequences {
            #expect(DisplayWidth.of(sequence) == 2, "\(sequence)")
        }
    }

    @Test func combiningMarksTakeNoColumnsOfTheirOwn() {
        #expect(DisplayWidth.of("e\u{301}" as Character) == 1)
        #expect(DisplayWidth.of("e\u{301}\u{302}\u{303}" as Character) == 1)
        #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}" as Character) == 2)  // 한 from jamo
        #expect(DisplayWidth.of("\u{301}" as Character) == 0)
        #expect(DisplayWidth.of("\u{200B}" as Character) == 0)  // zero-width space
        #expect(DisplayWidth.of("\u{200D}" as Character) == 0)  // zero-width joiner
        #expect(DisplayWidth.of("\u{FE0F}" as Character) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xAD)!) == 0)  // soft hyphen
    }

    @Test func stringWidthIsTheSumOfItsClusters() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語abc") == 9)
        #expect(DisplayWidth.of("e\u{301}e\u{301}") == 2)
        #expect(DisplayWidth.of("a😀b") == 4)
        #expect(DisplayWidth.of("日本"[...]) == 4)
    }

    @Test func clustersAreNeverWiderThanTwo() {
        #expect(DisplayWidth.of("a\u{1F3FB}" as Character) == 2)  // a skin-tone modifier attached to 'a'
        #expect(DisplayWidth.of("日\u{FE0F}\u{1F3FB}" as Character) == 2)
    }

    @Test func unassignedCodePointsInEmojiBlocksAreTwoColumns() throws {
        // Future emoji land here; whatever the Unicode version, such a scalar must measure 2.
        let unassigned = try #require(
            (0x1FA70...0x1FAFF).lazy.compactMap(Unicode.Scalar.init)
                .first { $0.properties.generalCategory == .unassigned })
        #expect(DisplayWidth.of(unassigned) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0xE000)!) == 1)  // private use
    }
}
