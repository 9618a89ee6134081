import TesseraCanvas
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The one viewer (``ItemViewerController``) over a kind of item of its own: a source that declares only
/// its items, its keys and how it draws one gets the stepping, the paging, the status line's position,
/// the placement and Esc that the demo Feed's and the photo browser's viewers share.
@MainActor
@Suite struct ItemViewerControllerTests {
    /// Words, each drawn as itself in the middle of the viewer; with `holdsRight`, → is an extra of its
    /// own (as the zoom takes the arrows) and `handleBack` undoes it once.
    final class WordSource: ViewerSource {
        let words: [String]
        var holdsRight = false
        var heldRights = 0

        init(_ words: [String]) { self.words = words }

        static var helpName: String { "A word" }
        static func keyMap(in mode: OnlyMode) -> CommandKeyMap { CommandKeyMap(KeyBindings.viewer) }

        var title: String { "Words" }
        var count: Int { words.count }

        func statusFacts(in viewer: ItemViewerController<WordSource>) -> [String] { [words[viewer.index]] }

        func drawItem(in viewer: ItemViewerController<WordSource>, into canvas: inout Canvas) {
            let word = words[viewer.index]
            canvas.write(word, at: viewer.centred(columns: word.count, rows: 1).origin)
        }

        func perform(_ command: Command, in viewer: ItemViewerController<WordSource>) -> CommandResult? {
            guard holdsRight, command == .move(.right) else { return nil }
            heldRights += 1
            return .done
        }

        func handleBack(in viewer: ItemViewerController<WordSource>) -> Bool {
            defer { holdsRight = false }
            return holdsRight
        }
    }

    @Test func stepsPagesAndStopsAtBothEndsWritingThePosition() {
        let viewer = ItemViewerController(source: WordSource(["one", "two", "three", "four"]), index: 1)
        #expect(viewer.positionText == "2 of 4 · two")
        var shown: [String] = []
        for command: Command in [
            .move(.right), .page(.down), .move(.down), .move(.left), .page(.up), .first,
            .move(.up), .last,
        ] {
            _ = viewer.perform(command)
            shown.append(viewer.positionText)
        }
        #expect(
            shown == [
                "3 of 4 · three", "4 of 4 · four", "4 of 4 · four", "3 of 4 · three", "2 of 4 · two",
                "1 of 4 · one", "1 of 4 · one", "4 of 4 · four",
            ])
        viewer.scroll(rows: -1)
        #expect(viewer.shownItem == 2)
        viewer.scroll(rows: 1)
        #expect(viewer.shownItem == 3)
    }

    @Test func opensOnTheNearestItemThereIs() {
        #expect(ItemViewerController(source: WordSource(["a", "b"]), index: 7).shownItem == 1)
        #expect(ItemViewerController(source: WordSource(["a", "b"]), index: -3).shownItem == 0)
    }

    @Test func drawsTheItemInTheMiddleOfItsArea() {
        let viewer = ItemViewerController(source: WordSource(["sun", "moon"]), index: 0)
        viewer.setViewport(CellRect(column: 1, row: 1, width: 7, height: 3))
        var sun = Canvas(columns: 9, rows: 5)
        viewer.render(into: &sun)
        expectScreen(sun, ["", "", "   sun", "", ""].joined(separator: "\n"))
        _ = viewer.perform(.move(.right))
        var moon = Canvas(columns: 9, rows: 5)
        viewer.render(into: &moon)
        expectScreen(moon, ["", "", "  moon", "", ""].joined(separator: "\n"))
    }

    @Test func escGoesBackUnlessAnExtraUndoesItselfFirst() {
        let source = WordSource(["a", "b", "c"])
        source.holdsRight = true
        let viewer = ItemViewerController(source: source, index: 0)
        _ = viewer.perform(.move(.right))
        #expect(viewer.shownItem == 0 && source.heldRights == 1)
        #expect(viewer.handleBack())
        _ = viewer.perform(.move(.right))
        #expect(viewer.shownItem == 1)
        #expect(!viewer.handleBack())
        #expect(viewer.perform(.back).pop)
    }

    @Test func withNoItemsLeftItShowsNoPositionAndDrawsNothing() {
        let viewer = ItemViewerController(source: WordSource([]), index: 0)
        viewer.setViewport(CellRect(column: 0, row: 0, width: 5, height: 1))
        var canvas = Canvas(columns: 5, rows: 1)
        viewer.render(into: &canvas)
        _ = viewer.perform(.move(.right))
        _ = viewer.perform(.last)
        #expect(viewer.positionText == "" && viewer.shownItem == 0)
        #expect(viewer.wants(viewport: viewer.viewport) == PictureWants())
        expectScreen(canvas, "")
        #expect(viewer.statusNote == nil && viewer.chosenPaths.isEmpty)
    }

    @Test func declaresItsSourcesKeysAndHelpName() {
        typealias WordViewer = ItemViewerController<WordSource>
        #expect(WordViewer.helpName == "A word")
        let viewer = WordViewer(source: WordSource(["a"]), index: 0)
        #expect(viewer.keyBindings.map(\.command) == KeyBindings.viewer.map(\.command))
        #expect(viewer.mouseActions == [.wheelSteps])
    }
}
