import Canvas
import CollectionLayout
import CollectionView

/// A friend's Feed: like the sample, 50,000 pictures cycling through the available ones, in a
/// ``MosaicLayout``. Enter shows the focused picture on the whole screen; Escape or Backspace goes back
/// to Friends.
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

    init(person: Person, seed: UInt64, rendering: PictureRendering = .standard) {
        self.person = person
        self.seed = seed
        self.rendering = rendering
        collectionView = CollectionView(layout: MosaicLayout(), itemCounts: [PictureGenerator.feedCount])
    }

    var title: String { person.feedTitle }
    var keyBindings: [KeyBinding] { KeyBindings.feed }
    var positionText: String {
        CountFormat.position(collectionView.focusedItem?.item, of: PictureGenerator.feedCount)
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { false }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem else { return .done }
            return CommandResult(
                push: FeedPictureViewController(
                    title: title, index: focused.item, seed: seed, rendering: rendering,
                    pictures: viewerPictures))
        case .back: return CommandResult(pop: true)
        case .move, .page, .first, .last, .update, .reset, .filter, .sort, .quit, .help: break
        }
        return .done
    }

    func returned(from screen: any ViewController) {
        guard let viewer = screen as? FeedPictureViewController else { return }
        collectionView.focus(IndexPath(item: viewer.index))
    }

    func advance(to now: Duration) {}

    func render(into canvas: inout Canvas) {
        collectionView.render(
            into: &canvas, dataSource: PictureCell(seed: seed, rendering: rendering, cache: pictures))
    }
}
