import TesseraCanvas
import TesseraLayout

/// One of a friend's Feed pictures on the whole content area, as the photo viewer shows a photo: Enter on
/// a picture opens it, ←/→ (and the wheel) step through the Feed, Escape goes back to the Feed with the
/// last picture shown focused.
///
/// A generated picture can be drawn at any size, so it fills the area rather than being letterboxed; its
/// pixels are kept in the Feed's cache, so a frame that shows the same picture at the same size only paints.
final class FeedPictureViewController: ViewController {
    let title: String
    let seed: UInt64
    let rendering: PictureRendering
    let pictures: GeneratedPictureCache
    /// The picture shown: its index in the Feed.
    private(set) var index: Int
    private var viewport = CellRect.zero

    init(
        title: String, index: Int, seed: UInt64, rendering: PictureRendering, pictures: GeneratedPictureCache
    ) {
        self.title = title
        self.index = min(max(index, 0), PictureGenerator.feedCount - 1)
        self.seed = seed
        self.rendering = rendering
        self.pictures = pictures
    }

    private var picture: Picture { PictureGenerator.picture(at: index, seed: seed) }

    var positionText: String {
        CountFormat.position(index, of: PictureGenerator.feedCount) + " · " + picture.caption
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { false }
    var mouseActions: [MouseAction] { [.wheelSteps] }

    func setViewport(_ area: CellRect) {
        viewport = area
    }

    func perform(_ command: Command) -> CommandResult {
        switch command {
        case .move(.left), .move(.up), .page(.up): index = max(index - 1, 0)
        case .move(.right), .move(.down), .page(.down): index = min(index + 1, PictureGenerator.feedCount - 1)
        case .first: index = 0
        case .last: index = PictureGenerator.feedCount - 1
        case .back: return CommandResult(pop: true)
        default: break
        }
        return .done
    }

    func click(at cell: CellPoint) -> Command? { nil }

    func scroll(rows: Int) {
        _ = perform(rows < 0 ? .move(.left) : .move(.right))
    }

    func advance(to now: Duration) {}

    func render(into canvas: inout Canvas) {
        guard viewport.width > 0, viewport.height > 0 else { return }
        let width = viewport.width
        let height = viewport.height * 2
        let painted = pictures.painted(index: index, columns: viewport.width, rows: viewport.height) {
            cells in
            let pixels = GeneratedPictureCache.pixels(of: picture, width: width, height: height)
            pixels.withUnsafeBufferPointer { pixels in
                cells.paintPicture(cells.bounds, rendering: rendering) { x, y in
                    let offset = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 3
                    return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
                }
            }
        }
        canvas.draw(painted, at: viewport.origin)
    }
}
