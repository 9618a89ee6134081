import Canvas
import CollectionLayout
import CollectionView

/// A friend's Feed: like the sample, 50,000 pictures cycling through the available ones, in a
/// ``MosaicLayout``. Escape or Backspace goes back to Friends.
final class FeedViewController: ViewController {
    let person: Person
    let seed: UInt64
    var collectionView: CollectionView

    init(person: Person, seed: UInt64) {
        self.person = person
        self.seed = seed
        collectionView = CollectionView(layout: MosaicLayout(), itemCounts: [PictureGenerator.feedCount])
    }

    var title: String { person.feedTitle }
    var keyBindings: [KeyBinding] { KeyBindings.feed }
    var positionText: String { CountFormat.position(collectionView.focusedItem?.item, of: PictureGenerator.feedCount) }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { false }

    func setViewport(_ area: CellRect) {
        collectionView.setViewport(area)
    }

    func perform(_ command: Command) -> CommandResult {
        switch command {
        case .move(let direction): collectionView.moveFocus(direction)
        case .page(let direction): collectionView.page(direction)
        case .first: collectionView.focusFirst()
        case .last: collectionView.focusLast()
        case .select:
            guard let focused = collectionView.focusedItem else { return .done }
            return CommandResult(message: PictureGenerator.picture(at: focused.item, seed: seed).caption)
        case .back: return CommandResult(pop: true)
        case .update, .reset, .quit, .help: break
        }
        return .done
    }

    func click(at cell: CellPoint) {
        if let item = collectionView.item(atScreenCell: cell) { collectionView.focus(item) }
    }

    func scroll(rows: Int) {
        collectionView.scroll(dy: Double(rows) * Raster.pointsPerRow)
    }

    func advance(to now: Duration) {}

    func render(into canvas: inout Canvas) {
        collectionView.render(into: &canvas, dataSource: PictureCell(seed: seed))
    }
}
