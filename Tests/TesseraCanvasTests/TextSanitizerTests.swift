import Testing
import UpdateTestSupport

@testable import TesseraCanvas

@Suite struct TextSanitizerTests {
    @Test func escapeSequencesBecomeVisibleText() {
        #expect(TextSanitizer.sanitize("\u{1B}[31mred") == "␛[31mred")
        #expect(TextSanitizer.sanitize("\u{1B}]0;title\u{7}") == "␛]0;title␇")
        #expect(TextSanitizer.sanitize("\u{9B}2J") == "�2J")  // C1 CSI
    }

    @Test func everyC0ControlShowsAsItsControlPicture() {
        for value in UInt32(0)..<0x20 {
            let control = String(Character(Unicode.Scalar(value)!))
            let picture = String(Character(Unicode.Scalar(0x2400 + value)!))
            #expect(TextSanitizer.sanitize(control) == picture, "U+\(String(value, radix: 16))")
        }
    }

    @Test func deleteAndC1ControlsAreReplaced() {
        #expect(TextSanitizer.sanitize("a\u{7F}b") == "a␡b")
        for value in UInt32(0x80)...0x9F {
            let control = String(Character(Unicode.Scalar(value)!))
            #expect(TextSanitizer.sanitize(control) == "\u{FFFD}", "U+\(String(value, radix: 16))")
        }
    }

    @Test func tabsAndNewlinesStayOnOneLine() {
        #expect(TextSanitizer.sanitize("a\tb\nc") == "a␉b␊c")
        #expect(TextSanitizer.sanitize("line\r\nnext") == "line␍␊next")
        #expect(TextSanitizer.sanitize("a\u{2028}b\u{2029}c") == "a�b�c")
    }

    @Test func bidiOverridesAndIsolatesAreReplaced() {
        let bidi: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for value in bidi {
            let text = "abc" + String(Character(Unicode.Scalar(value)!)) + "def"
            #expect(TextSanitizer.sanitize(text) == "abc\u{FFFD}def", "U+\(String(value, radix: 16))")
        }
    }

    @Test func safeTextIsReturnedUnchanged() {
        for text in ["", "Hello, world", "日本語 👋🏽 e\u{301} ❤️ 🇫🇷 한"] {
            #expect(TextSanitizer.sanitize(text) == text)
            #expect(Array(TextSanitizer.sanitize(text).unicodeScalars) == Array(text.unicodeScalars))
        }
    }

    @Test func clustersWithoutABaseGetOneOrDisappear() {
        #expect(TextSanitizer.sanitize("\u{301}abc") == "\u{25CC}\u{301}abc")  // lone mark on ◌
        #expect(TextSanitizer.sanitize("\u{200B}a\u{200B}") == "a")  // zero-width spaces removed
        #expect(TextSanitizer.sanitize("\u{FE0F}x") == "x")  // stray variation selector removed
        #expect(TextSanitizer.sanitize("\u{1B}\u{301}") == "␛\u{25CC}\u{301}")
        #expect(TextSanitizer.sanitize("x\u{600}") == "x\u{FFFD}")  // lone prepended mark
    }

    @Test func outputNeverContainsControlsOrZeroWidthClusters() {
        var generator = seededGenerator(7)
        let interesting: [UInt32] = [
            0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0x9B, 0x200B, 0x200D, 0x200E, 0x2028, 0x202E,
            0x2067, 0x0301, 0x093E, 0x0600, 0xFE0F, 0x1F3FB, 0x1F1EB, 0x41, 0x65, 0x65E5, 0x1F600, 0x1161,
        ]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                text.unicodeScalars.append(Unicode.Scalar(interesting.randomElement(using: &generator)!)!)
            }
            let safe = TextSanitizer.sanitize(text)
            let unsafeScalars = safe.unicodeScalars.filter { TextSanitizer.replacement(for: $0) != nil }
            #expect(unsafeScalars.isEmpty, "\(Array(text.unicodeScalars))")
            #expect(safe.allSatisfy { DisplayWidth.of($0) > 0 }, "\(Array(text.unicodeScalars))")
            #expect(TextSanitizer.sanitize(safe) == safe, "sanitising twice changes nothing")
        }
    }

    @Test func replacementNamesOnlyDangerousScalars() {
        #expect(TextSanitizer.replacement(for: "\u{1B}") == "\u{241B}")
        #expect(TextSanitizer.replacement(for: "\u{7F}") == "\u{2421}")
        #expect(TextSanitizer.replacement(for: "a") == nil)
        #expect(TextSanitizer.replacement(for: "\u{A0}") == nil)
        #expect(TextSanitizer.replacement(for: "\u{202F}") == nil)
    }
}

/// kitty's image placeholder never comes from text: a name cannot pose as a picture.
@Suite struct ImagePlaceholderTextTests {
    @Test func textCannotHoldTheImagePlaceholder() {
        let name = "IMG\u{10EEEE}\u{0305}\u{030D}.jpg"
        let shown = TextSanitizer.sanitize(name)
        #expect(!shown.unicodeScalars.contains("\u{10EEEE}"))
        #expect(shown.unicodeScalars.starts(with: "IMG\u{FFFD}".unicodeScalars))
        var canvas = Canvas(columns: 20, rows: 1)
        canvas.write(name, at: CellPoint(column: 0, row: 0))
        #expect(!canvas.plainText.unicodeScalars.contains("\u{10EEEE}"))
        #expect(Cell(Character("\u{10EEEE}\u{0305}\u{030D}")).grapheme == "\u{FFFD}")
    }

    @Test func onlyThePlaceholderInitialiserMakesPlaceholderCells() {
        let cell = Cell(imagePlaceholder: "\u{10EEEE}\u{0305}\u{030D}", style: .plain)
        #expect(cell.grapheme == "\u{10EEEE}\u{0305}\u{030D}" && cell.width == 1)
        #expect(Cell(imagePlaceholder: "x", style: .plain).grapheme == "\u{FFFD}")
        #expect(Cell(imagePlaceholder: "\u{10EEEE}a", style: .plain).grapheme == "\u{FFFD}")
    }
}
