import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// What a person sees during `u`'s animation: whole cards in a defined order, and a resize that never
/// shows the old layout.
@MainActor
@Suite struct AnimationDrawingTests {
    /// A box top straight above a box bottom: a card drawn with nothing inside.
    static func hollowBoxes(in screen: Canvas) -> [CellPoint] {
        var found: [CellPoint] = []
        for row in 0..<(screen.rows - 1) {
            for column in 0..<screen.columns where ["╭", "┏"].contains(screen[column, row].grapheme) {
                if ["╰", "┗"].contains(screen[column, row + 1].grapheme) {
                    found.append(CellPoint(column: column, row: row))
                }
            }
        }
        return found
    }

    @Test(arguments: ["100x30", "60x16"])
    func everyFrameOfAnUpdateDrawsWholeCards(size: String) throws {
        for milliseconds in stride(from: 0, through: 300, by: 11) {
            for keys in ["u wait:\(milliseconds)", "u wait:400 u wait:\(milliseconds)"] {
                let screen = try Screen.snapshot(keys, size: size)
                #expect(Self.hollowBoxes(in: screen).isEmpty, "\(keys) at \(size)")
            }
        }
    }

    @Test func aCardTooShortForABoxIsDrawnAsOneLine() {
        let screen = friendCards(
            [insertedPerson(0, name: "Ivan Petrov")], columns: 30, rows: 4, cellHeight: 32)
        #expect(screen.lines()[1] == " │ Ivan Petrov's Feed       │ ")
        #expect(Self.hollowBoxes(in: screen).isEmpty)
    }

    @Test(arguments: [0, 60, 150, 250])
    func resizingDuringAnUpdateShowsTheFinishedLayoutAtTheNewSize(milliseconds: Int) throws {
        let resized = try Screen.snapshot("u wait:\(milliseconds) resize:80x24", size: "100x30")
        let settled = try Screen.snapshot("u wait:1000 resize:80x24", size: "100x30")
        #expect(resized.lines() == settled.lines())
    }
}
