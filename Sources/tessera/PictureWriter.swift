import TesseraCanvas
import TesseraGallery
import TesseraGraphics
import TesseraImaging
import TesseraPictures

/// Turns the app's real-pixel placements into what the terminal needs each frame, for the run's drawing
/// method: kitty placeholder cells drawn into the canvas with their uploads, or sixel images after the
/// text; half-block stand-ins where the frame's byte budget ran out. Part of the run loop, on the main actor.
@MainActor
struct PictureWriter {
    /// The sixel pictures on screen (sixel runs only).
    private var sixel: SixelScreen?
    /// The kitty images uploaded (kitty runs only).
    private var kitty: KittyScreen?
    /// The cell size images are made for.
    private let cellSize: PixelSize
    /// How stand-ins are painted.
    private let rendering: PictureRendering

    /// A writer for `method`; for `blocks` it writes nothing. kitty needs 256 colours or more (the image
    /// id travels in the cells' colour): with fewer, pictures stay in half blocks.
    init(method: GraphicsMethod, cellSize: PixelSize, rendering: PictureRendering, insideTmux: Bool) {
        self.cellSize = cellSize
        self.rendering = rendering
        switch method {
        case .sixel:
            sixel = SixelScreen(cellSize: cellSize)
        case .kitty where rendering.colors == .truecolor || rendering.colors == .colors256:
            kitty = KittyScreen(
                idRange: KittyScreen.idRange(trueColor: rendering.colors == .truecolor),
                insideTmux: insideTmux)
        case .kitty, .blocks:
            break
        }
    }

    /// Whether pictures are drawn with real pixels at all.
    var drawsRealPixels: Bool { sixel != nil || kitty != nil }

    /// The terminal's work for presenting `frame`'s placements, and the canvas to present with it: the
    /// frame's own, with kitty's placeholder cells (which carry the ids this terminal gave the images)
    /// and half-block stand-ins for the placements the byte budget defers. `linesChanged` is the
    /// terminal's frame diff: the lines on which a canvas differs from the one on screen.
    mutating func present(
        _ frame: Frame, linesChanged: (Canvas) -> [Range<Int>]
    ) -> (canvas: Canvas, graphics: GraphicsFrame) {
        var canvas = frame.canvas
        let graphics = self.graphics(for: frame.placements, canvas: &canvas, linesChanged: linesChanged)
        return (canvas, graphics)
    }

    /// The terminal's work for `placements`; placeholder cells and stand-ins go into `canvas`.
    private mutating func graphics(
        for placements: [GraphicPlacement], canvas: inout Canvas, linesChanged: (Canvas) -> [Range<Int>]
    ) -> GraphicsFrame {
        var frame = GraphicsFrame()
        if var screen = sixel {
            // Only pictures on screen care which lines are rewritten: no rows compared without them.
            let rewritten = placements.isEmpty ? [] : linesChanged(canvas)
            frame = screen.update(to: placements, rewrittenLines: rewritten)
            sixel = screen
        } else if var screen = kitty {
            let update = screen.update(to: placements)
            kitty = screen
            frame = update.frame
            for (placement, id) in zip(placements, update.ids) {
                guard let id else { continue }
                KittyPlaceholderCells.draw(
                    placement, id: id, trueColor: rendering.colors == .truecolor, into: &canvas)
            }
        } else {
            frame.deferred = placements
        }
        for placement in frame.deferred {
            paintStandIn(placement, into: &canvas)
        }
        return frame
    }

    /// Forgets what the terminal shows, after it was cleared (kitty's uploads survive a clear).
    mutating func terminalWasCleared() {
        sixel?.forgetScreen()
    }

    /// The bytes that clear every picture from the terminal on exit: kitty's uploads deleted, or
    /// `ESC [ 2 J` when sixel pictures were drawn (erasing the display erases their pixels).
    var exitBytes: [UInt8] {
        if let kitty { return kitty.deleteAll }
        guard let sixel, !sixel.shownLines.isEmpty else { return [] }
        return Array("\u{1B}[2J".utf8)
    }

    /// A placement's visible pixels in half blocks (or the run's symbols), in its visible cells.
    private func paintStandIn(_ placement: GraphicPlacement, into canvas: inout Canvas) {
        let rect = placement.visible
        let (across, down) = rendering.pixelsPerCell
        let image = placement.visiblePixels(cellSize: cellSize).resampled(
            to: PixelSize(width: rect.width * across, height: rect.height * down))
        canvas.paintPicture(rect, rendering: rendering) { x, y in
            guard x < image.width, y < image.height else { return (0, 0, 0) }
            let pixel = image.pixel(x: x, y: y)
            return (pixel.red, pixel.green, pixel.blue)
        }
    }
}
