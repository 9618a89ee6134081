import TesseraCanvas
import TesseraGraphics

/// One frame of the app, as ``GalleryApp/render()`` makes it: the value a terminal presents.
///
/// Rendering is pure in the sense that matters here: the same state and the same pictures in memory give
/// the same frame (memo caches, such as painted thumbnails and image ids, may change). Nothing of the
/// frame is left behind in the app: the terminal side turns ``placements`` into kitty or sixel bytes and
/// hands ``wants`` to the picture pipeline after presenting.
public struct Frame {
    /// The cells: the title bar, the screen, the status line and the help. Cells under pictures drawn
    /// with sixel pixels are marked as the picture's (`Cell.isPictureOwned`).
    public var canvas: Canvas
    /// The pictures drawn with real pixels (kitty or sixel), in drawing order; their cells are blank in
    /// ``canvas``.
    public var placements: [GraphicPlacement]
    /// The pictures the screen wants made (``GalleryApp/pictureWants()``).
    public var wants: PictureWants

    /// Creates a frame.
    public init(canvas: Canvas, placements: [GraphicPlacement] = [], wants: PictureWants = PictureWants()) {
        self.canvas = canvas
        self.placements = placements
        self.wants = wants
    }
}
