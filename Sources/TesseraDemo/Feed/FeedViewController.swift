import TesseraCanvas
import TesseraLayout
import TesseraShell
import TesseraView

/// A friend's Feed: like the sample, 50,000 pictures cycling through the available ones, in a
/// ``MosaicLayout``. Enter shows the focused picture on the whole screen; `/` filters the pictures by
/// caption; Escape or Backspace goes back to Friends (clearing a kept filter first).
final class FeedViewController: ArrangedListScreen {
    let person: Person
    let seed: UInt64
    /// How the pictures are painted.
    let rendering: PictureRendering
    var collectionView: CollectionView
    /// The pictures drawn so far, kept so scrolling only paints them.
    let pictures = GeneratedPictureCache()
    /// The pictures the viewer drew full screen, kept apart from the Feed's cells (their sizes may match).
    let viewerPictures = GeneratedPictureCache()

    /// Whether filtering animates.
    let animates: Bool
    /// The pictures (their indices in the whole Feed), filtered by caption.
    var list: ArrangedList<OwnOrder<Int>, Int>

    init(person: Person, seed: UInt64, rendering: PictureRendering = .standard, animates: Bool = true) {
        self.person = person
        self.seed = seed
        self.rendering = rendering
        self.animates = animates
        list = ArrangedList(
            Array(0..<PictureGenerator.feedCount), order: .own,
            name: { PictureGenerator.picture(at: $0, seed: seed).caption }, identifier: { $0 })
        list.largestAnimatedChange = FriendsViewController.largestAnimatedChange
        collectionView = CollectionView(layout: MosaicLayout(), itemCounts: [PictureGenerator.feedCount])
    }

    static var itemNoun: String { "picture" }
    var animatesChanges: Bool { animates }

    var title: String { person.feedTitle }
    var positionText: String {
        listPositionText(CountFormat.position(collectionView.focusedItem?.item, of: list.shown.count))
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { collectionView.isAnimating }

    /// The cells showing the pictures `shown` (indices in the whole Feed), the filter's matches
    /// highlighted.
    func cells(showing shown: [Int], highlight: FuzzyQuery?) -> PictureCell {
        PictureCell(
            seed: seed, rendering: rendering, cache: pictures, highlight: highlight,
            pictureIndex: {
                shown.indices.contains($0.indexPath.item) ? shown[$0.indexPath.item] : $0.indexPath.item
            })
    }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let picture = focusedListItem else { return .done }
            return CommandResult(
                push: FeedPictureViewController(
                    title: title, index: picture, seed: seed, rendering: rendering,
                    pictures: viewerPictures))
        case .back: return CommandResult(pop: true)
        case .filter: return beginFilter()
        default: return .done
        }
    }

    func returned(from screen: any ViewController) {
        guard let viewer = screen as? any ItemViewer,
            let item = list.shown.firstIndex(of: viewer.shownItem)
        else { return }
        collectionView.focus(IndexPath(item: item))
    }

    func advance(to now: Duration) {
        collectionView.advance(to: now)
    }

    func render(into canvas: inout Canvas) {
        if drawNoMatch(into: &canvas) { return }
        collectionView.render(into: &canvas, dataSource: shownCells)
    }
}
