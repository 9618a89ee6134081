import TesseraCanvas
import TesseraTesting
import Testing

@testable import FilterableList

/// The filterable list driven headless, exactly as `main.swift` drives it in a terminal.
@Suite struct FilterableListTests {
    /// The list after `keys`, on a 60 × 6 screen.
    private func screen(after keys: [Key]) -> String {
        var list = FruitList(columns: 60, rows: 6)
        for key in keys {
            let goesOn = list.handle(.key(key))
            #expect(goesOn)
        }
        return list.render().trimmedText
    }

    @Test func startsInItsOwnOrderWithTheHintsOfItsKeyMap() {
        #expect(
            screen(after: []) == """
                ▶ Cherry (50 kcal)
                  Apple (52 kcal)
                  Banana (89 kcal)
                  Blueberry (57 kcal)
                  Mango (60 kcal)
                1 of 8         ↑↓ move · / filter · s sort · ? help · q quit
                """)
    }

    @Test func typingNarrowsTheListAndEnterKeepsTheFilter() {
        #expect(
            screen(after: [.character("/"), .character("b"), .character("r")]) == """
                ▶ Blueberry (57 kcal)




                /br▏           ↑↓ move · / filter · s sort · ? help · q quit
                """)
        #expect(
            screen(after: [.character("/"), .character("b"), .character("r"), .enter]).contains(
                "1 of 1 · /br"))
    }

    /// The focused fruit stays focused as the rows move to their new places.
    @Test func sCyclesTheOrdersKeepingTheFocusedFruit() {
        #expect(
            screen(after: [.character("s"), .character("s")]) == """
                  Lemon (29 kcal)
                ▶ Cherry (50 kcal)
                  Apple (52 kcal)
                  Blueberry (57 kcal)
                  Pear (57 kcal)
                2 of 8         ↑↓ move · / filter · s sort · ? help · q quit
                """)
    }

    @Test func theHelpIsGeneratedFromTheKeyMap() {
        #expect(
            screen(after: [.character("?")]) == """
                 ↑ k  Previous fruit
                 ↓ j  Next fruit
                 /    Filter by name (Enter keeps it)
                 s    Sort: as given, by name, lightest first
                 Esc  Clear the filter, close the help
                1 of 8         ↑↓ move · / filter · s sort · ? help · q quit
                """)
    }

    @Test func qQuits() {
        var list = FruitList(columns: 60, rows: 6)
        let goesOn = list.handle(.key(.character("q")))
        #expect(!goesOn)
    }
}
