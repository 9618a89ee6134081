import TesseraCanvas
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

@Suite struct PersonTests {
    private func person(_ name: String, isUpdated: Bool = false) -> Person {
        Person(
            id: 1, name: name, lastUpdated: SimpleDate(year: 2026, month: 11, day: 21), isUpdated: isUpdated)
    }

    @Test func initialsTakeTheFirstGraphemeOfTheFirstTwoWords() {
        #expect(person("Steve").initials == "S")
        #expect(person("Zoë Müller").initials == "ZM")
        #expect(person("Mary Ann Lee").initials == "MA")
        #expect(person("  daan   de Vries ").initials == "DD")
    }

    @Test func initialsUppercaseWhenTheResultIsStillOneGrapheme() {
        #expect(person("josé álvarez").initials == "JÁ")
        #expect(person("zoë").initials == "Z")
        #expect(person("ßtraße Ölmann").initials == "ßÖ")
    }

    @Test func initialsOfCJKNamesKeepTheirWideCharacters() {
        let initials = person("山田 太郎").initials
        #expect(initials == "山太")
        #expect(DisplayWidth.of(initials) == 4)
        #expect(person("王 芳").initials == "王芳")
        // Written as people write them, without a space: the first two characters.
        #expect(person("山田太郎").initials == "山田")
        #expect(person("王芳").initials == "王芳")
        #expect(person("김민준").initials == "김민")
    }

    @Test func initialsOfAnEmptyOrBlankNameAreAQuestionMark() {
        #expect(person("").initials == "?")
        #expect(person("   \u{00A0} ").initials == "?")
        #expect(person("\t").initials == "␉")
        #expect(person("\u{200B}").initials == "?")
    }

    @Test func initialsOfAHostileNameCarryNoControlCharacters() {
        for name in [
            "\u{1B}[31mEvil", "\u{1B}[31m Evil", "\u{9B}2J Bob", "\u{202E}Eve Ray", "\u{1B}\u{07} Bob",
        ] {
            let initials = person(name).initials
            #expect(!initials.isEmpty, "\(name)")
            #expect(
                initials.unicodeScalars.allSatisfy { TextSanitizer.replacement(for: $0) == nil }, "\(name)")
            #expect(initials == TextSanitizer.sanitize(initials), "\(name)")
            #expect(DisplayWidth.of(initials) >= 1, "\(name)")
        }
        #expect(!person("\u{1B}[31mEvil").initials.contains("\u{1B}"))
        // A word made only of controls falls back to its first grapheme: the visible stand-in.
        #expect(person("\u{1B}\u{07} Bob").initials == "␛B")
        #expect(person("\u{1B}[31m Evil").initials == "3E")
        #expect(person("\u{202E}Eve Ray").initials == "ER")
    }

    @Test func initialsPreferLettersOverPunctuation() {
        #expect(person("“Ann” Lee").initials == "AL")
        #expect(person("@alice").initials == "A")
        #expect(person("!!! ???").initials == "!?")
    }

    @Test func avatarColorIsAStablePaletteEntryChosenByTheName() {
        let steve = person("Steve")
        #expect(Person.avatarPalette.contains(steve.avatarColor))
        // FNV-1a("Steve") modulo the palette's size: pinned so that a change of hash is noticed.
        let expected = Person.avatarPalette[Int(SeededHash.fnv1a("Steve") % 12)]
        #expect(steve.avatarColor == expected)
        #expect(Person.avatarPalette.count == 12)
        var renamed = Person(id: 99, name: "Steve", lastUpdated: SimpleDate(year: 2020, month: 1, day: 1))
        #expect(renamed.avatarColor == steve.avatarColor)
        renamed.isUpdated = true
        #expect(renamed.avatarColor == steve.avatarColor)
    }

    @Test func avatarColorsSpreadOverThePalette() {
        let colors = Set(Names.all.map { person($0).avatarColor })
        #expect(colors.count == Person.avatarPalette.count)
        #expect(Set(Person.avatarPalette).count == Person.avatarPalette.count)
    }

    @Test func avatarPaletteHoldsMidTones() {
        for color in Person.avatarPalette {
            guard case .indexed(let index) = color, (16...231).contains(index) else {
                Issue.record("\(color) is not a colour-cube entry")
                continue
            }
            let cube = Int(index) - 16
            let levels = [cube / 36, cube / 6 % 6, cube % 6]
            #expect(levels.max()! >= 3 && levels.max()! <= 4, "\(index) is too dark or too bright")
            #expect(levels.min()! >= 1, "\(index) is too saturated for white or black text")
        }
    }

    @Test func updatedTextSaysNowAfterAReloadAndTheDateOtherwise() {
        #expect(person("Steve").updatedText == "Updated Nov 21, 2026")
        #expect(person("Steve", isUpdated: true).updatedText == "Updated Now")
    }

    @Test func feedTitleIsThePossessiveOfTheName() {
        #expect(person("Steve").feedTitle == "Steve's Feed")
        #expect(person("山田太郎").feedTitle == "山田太郎's Feed")
        #expect(person("").feedTitle == "Feed")
    }
}

@Suite struct PersonInitialsASCIITests {
    @Test(arguments: [
        "Steve", "Mary Ann Lee", "  daan   de Vries ", "'Ann' Lee", "3m co", "!!! ???", "", " ", "a-b c_d",
        "x", "o'neil mcDonald", "~tilde ^caret", "ALL CAPS HERE", "[bracket] {brace}", "a  b  c",
    ])
    func theASCIIShortcutGivesTheInitialsOfTheGeneralRules(name: String) {
        #expect(Person.initials(ofASCII: name) == Person.initials(byGrapheme: name))
    }
}
