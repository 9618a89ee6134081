import Canvas
import CollectionLayout
import CollectionView

/// A friend's Feed: like the sample, 50,000 pictures cycling through the available ones, in a
/// ``MosaicLayout``. Escape or Backspace goes back to Friends.
final class FeedViewController: CollectionScreen {
    let person: Person
    let seed: UInt64
    /// How the pictures are painted.
    let rendering: PictureRendering
    var collectionView: CollectionView
    /// The pictures drawn so far, kept so scrolling only paints them.
    let pictures = GeneratedPictureCache()

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
            return CommandResult(message: PictureGenerator.picture(at: focused.item, seed: seed).caption)
        case .back: return CommandResult(pop: true)
        case .move, .page, .first, .last, .update, .reset, .quit, .help: break
        }
        return .done
    }

    func advance(to now: Duration) {}

    func render(into canvas: inout Canvas) {
        collectionView.render(
            into: &canvas, dataSource: PictureCell(seed: seed, rendering: rendering, cache: pictures))
    }
}
