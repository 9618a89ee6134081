import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Within one screen's help (a heading of `tessera --help`), a key is named by one row only: a key a
/// screen takes over for itself (Space marks in the photo viewer) is not also offered by a shared row
/// (Space as "next picture").
@MainActor
@Suite struct HelpKeysListedOnceTests {
    @Test func noKeyIsNamedTwiceUnderOneHeading() {
        for section in KeyReference.sections {
            var seen: [String: String] = [:]
            for entry in section.entries {
                for key in entry.label.split(separator: " ").map(String.init) {
                    #expect(
                        seen[key] == nil,
                        "\(section.heading ?? "") names \(key) in both \(seen[key] ?? "") and \(entry.label)")
                    seen[key] = entry.label
                }
            }
        }
    }
}
