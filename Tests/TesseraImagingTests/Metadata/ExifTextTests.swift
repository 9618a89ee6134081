import ImagingTestSupport
import PropertyBased
import Testing

@testable import TesseraImaging

/// ``ExifDirectory/cleanText(_:)`` takes a path without Unicode tables for plain ASCII: over random bytes
/// (ASCII with control characters and spaces, and some UTF-8 and invalid bytes), it must give what the
/// Unicode rule gives, written here as it was before that path existed.
@Suite struct ExifTextTests {
    /// Decoded as UTF-8, control and format characters dropped, surrounding spaces trimmed.
    private static func unicodeRule(_ raw: ArraySlice<UInt8>) -> String? {
        let scalars = String(decoding: raw, as: UTF8.self).unicodeScalars.filter {
            let category = $0.properties.generalCategory
            return category != .control && category != .format
        }
        let text = String(String.UnicodeScalarView(scalars))
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// Bytes drawn mostly from spaces, tabs, line ends, DEL and letters; with `unicode`, also UTF-8 for
    /// `é`, a zero-width space and a lone continuation byte.
    private static func text(seed: UInt64, unicode: Bool) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        let ascii: [[UInt8]] = [
            [0x20], [0x20], [0x09], [0x0A], [0x0D], [0x7F], [0x41], [0x7A], [0x3A], [0x31],
        ]
        let more: [[UInt8]] = [[0xC3, 0xA9], [0xE2, 0x80, 0x8B], [0x80]]
        let pieces = unicode ? ascii + more : ascii
        return (0..<(random.nextInt() % 24)).flatMap { _ in pieces[random.nextInt() % pieces.count] }
    }

    @Test func asciiAndUnicodeTextCleanAsTheUnicodeRuleSays() async {
        await propertyCheck(count: 2000, input: Gen.uint64(), Gen.bool()) { seed, unicode in
            let raw = Self.text(seed: seed, unicode: unicode)[...]
            #expect(ExifDirectory.cleanText(raw) == Self.unicodeRule(raw), "\(Array(raw))")
        }
    }

    @Test func cameraTextKeepsInnerSpacesAndDropsControls() {
        #expect(ExifDirectory.cleanText(Array("  iPhone 15\tPro \u{7F} ".utf8)[...]) == "iPhone 15Pro")
        #expect(ExifDirectory.cleanText(Array("   ".utf8)[...]) == nil)
        #expect(ExifDirectory.cleanText(Array(" Café ".utf8)[...]) == "Café")
    }
}
