import TesseraKit
import Testing

/// `--help` text and the overlay's columns, generated from key maps.
@Suite struct HelpReferenceTests {
    /// The mouse's rows are indented less, so their texts line up with the keys'.
    @Test func sectionsAreHeadedAndTheirColumnsLineUpWithTheMouses() {
        let text = HelpReference.text(
            title: "KEYS:",
            keys: [
                HelpSection(
                    heading: "List",
                    entries: [.init(label: "↑ k", text: "Up"), .init(label: "/", text: "Filter")]),
                HelpSection(heading: "Empty", entries: []),
            ],
            mouse: [.init(label: "wheel", text: "Scroll")])
        #expect(
            text == """
                KEYS:
                  List:
                    ↑ k    Up
                    /      Filter

                MOUSE:
                  wheel    Scroll

                """)
    }

    @Test func theOverlaysTextsWrapBesideTheirLabels() {
        let section = HelpSection(heading: nil, entries: [.init(label: "q", text: "Quit the program now")])
        #expect(
            HelpLine.lines([section], width: 15) == [
                .entry(label: "q", text: "Quit the", textOffset: 3),
                .entry(label: "", text: "program now", textOffset: 3),
            ])
    }
}
