import TesseraCanvas
import TesseraLayout
import TesseraPictures
import TesseraShell

/// One of a friend's Feed pictures on the whole content area, as the photo viewer shows a photo: Enter on
/// a picture opens it, ←/→ (and the wheel) step through the Feed, Escape goes back to the Feed with the
/// last picture shown focused. It is the one viewer (``ItemViewerController``) over ``FeedPictureSource``.
typealias FeedPictureViewController = ItemViewerController<FeedPictureSource>

extension FeedPictureViewController {
    /// The viewer of the Feed titled `title`, showing its picture at `index`.
    convenience init(
        title: String, index: Int, seed: UInt64, rendering: PictureRendering, pictures: GeneratedPictureCache
    ) {
        self.init(
            source: FeedPictureSource(title: title, seed: seed, rendering: rendering, pictures: pictures),
            index: index)
    }
}

/// The demo Feed's generated pictures, as the viewer shows them: every one of the Feed's pictures, with no
/// extras.
///
/// A generated picture can be drawn at any size, so it fills the viewer's area rather than being
/// letterboxed; its cells are kept in the Feed's cache, so a frame that shows the same picture at the same
/// size only copies them.
final class FeedPictureSource: ViewerSource {
    let title: String
    let seed: UInt64
    let rendering: PictureRendering
    let pictures: GeneratedPictureCache

    init(title: String, seed: UInt64, rendering: PictureRendering, pictures: GeneratedPictureCache) {
        self.title = title
        self.seed = seed
        self.rendering = rendering
        self.pictures = pictures
    }

    var count: Int { PictureGenerator.feedCount }

    func statusFacts(in viewer: FeedPictureViewController) -> [String] {
        [PictureGenerator.picture(at: viewer.index, seed: seed).caption]
    }

    func drawItem(in viewer: FeedPictureViewController, into canvas: inout Canvas) {
        let area = viewer.viewport
        let picture = PictureGenerator.picture(at: viewer.index, seed: seed)
        let width = area.width
        let height = area.height * 2
        let painted = pictures.painted(index: viewer.index, columns: area.width, rows: area.height) {
            cells in
            let pixels = GeneratedPictureCache.pixels(of: picture, width: width, height: height)
            pixels.withUnsafeBufferPointer { pixels in
                cells.paintPicture(cells.bounds, rendering: rendering) { x, y in
                    let offset = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 3
                    return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
                }
            }
        }
        canvas.draw(painted, at: area.origin)
    }
}
