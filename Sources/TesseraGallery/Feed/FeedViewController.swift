import TesseraCanvas
import TesseraLayout
import TesseraView

/// A friend's Feed: like the sample, 50,000 pictures cycling through the available ones, in a
/// ``MosaicLayout``. Enter shows the focused picture on the whole screen; `/` filters the pictures by
/// caption; Escape or Backspace goes back to Friends (clearing a kept filter first).
final class FeedViewController: CollectionScreen {
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
    /// The caption filter, while one is open or kept.
    var filter: PositionFilter<Void>?

    init(person: Person, seed: UInt64, rendering: PictureRendering = .standard, animates: Bool = true) {
        self.person = person
        self.seed = seed
        self.rendering = rendering
        self.animates = animates
        collectionView = CollectionView(layout: MosaicLayout(), itemCounts: [PictureGenerator.feedCount])
    }

    var title: String { person.feedTitle }
    var positionText: String {
        let count = filter?.shown.count ?? PictureGenerator.feedCount
        let position = CountFormat.position(collectionView.focusedItem?.item, of: count)
        return filter?.field.positionText(position) ?? position
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { collectionView.isAnimating }

    /// The picture (its index in the whole Feed) shown at `item`.
    func picture(at item: Int) -> Int {
        Self.picture(at: item, shown: filter?.shown)
    }

    /// The picture at `item` when the Feed shows the pictures at `positions` (all of them for `nil`).
    private static func picture(at item: Int, shown positions: [Int]?) -> Int {
        positions.map { $0.indices.contains(item) ? $0[item] : item } ?? item
    }

    /// The cells of the Feed showing the pictures at `positions` (all of them for `nil`), the filter's
    /// matches highlighted.
    func cells(showing positions: [Int]?) -> PictureCell {
        PictureCell(
            seed: seed, rendering: rendering, cache: pictures, highlight: filter?.query,
            pictureIndex: { Self.picture(at: $0.indexPath.item, shown: positions) })
    }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem else { return .done }
            return CommandResult(
                push: FeedPictureViewController(
                    title: title, index: picture(at: focused.item), seed: seed, rendering: rendering,
                    pictures: viewerPictures))
        case .back: return CommandResult(pop: true)
        case .filter: return beginFilter()
        case .move, .page, .first, .last, .update, .reset, .sort, .quit, .help, .toggleCaptions,
            .toggleLayout, .accept,
            .copyPaths, .openWith, .toggleMark, .markAll, .markRange, .trash, .undoTrash, .toggleInfo,
            .toggleSlideshow, .toggleAnimation, .toggleTimeline, .zoomIn, .zoomOut, .jumpToDate,
            .zoom:
            break
        }
        return .done
    }

    func returned(from screen: any ViewController) {
        guard let viewer = screen as? any ItemViewer else { return }
        let item = filter.map { Self.index(of: viewer.shownItem, in: $0.shown) } ?? viewer.shownItem
        if let item { collectionView.focus(IndexPath(item: item)) }
    }

    func advance(to now: Duration) {
        collectionView.advance(to: now)
    }

    func render(into canvas: inout Canvas) {
        if let filter, filter.shown.isEmpty {
            EmptyState.drawNoMatch(
                "picture", for: filter.field.text, in: collectionView.viewport, into: &canvas)
            return
        }
        collectionView.render(into: &canvas, dataSource: cells(showing: filter?.shown))
    }
}
