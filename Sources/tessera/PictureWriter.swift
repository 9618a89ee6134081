import TesseraCanvas
import TesseraGraphics
import TesseraImaging

/// Turns the app's real-pixel placements into what the terminal needs each frame, for the run's drawing
/// method, and paints half-block stand-ins where the frame's byte budget ran out.
struct PictureWriter {
    /// The sixel pictures on screen (sixel runs only).
    private var sixel: SixelScreen?
    /// How stand-ins are painted.
    private let rendering: PictureRendering
    /// The last frame's text, to tell which lines the text layer rewrites.
    private var previous: Canvas?

    /// A writer for `method`; for `blocks` it writes nothing.
    init(method: GraphicsMethod, cellSize: PixelSize, rendering: PictureRendering) {
        sixel = method == .sixel ? SixelScreen(cellSize: cellSize) : nil
        self.rendering = rendering
    }

    /// The terminal's work for a frame showing `placements`; stand-ins for deferred ones go into `canvas`.
    mutating func frame(for placements: [GraphicPlacement], canvas: inout Canvas) -> GraphicsFrame {
        guard var screen = sixel else { return GraphicsFrame() }
        let rewritten = previous.map { Self.changedLines(from: $0, to: canvas) } ?? [0..<canvas.rows]
        let frame = screen.update(to: placements, rewrittenLines: rewritten)
        sixel = screen
        for placement in frame.deferred {
            paintStandIn(placement, into: &canvas)
        }
        previous = canvas
        return frame
    }

    /// The lines whose cells differ between two frames (all of them when the sizes differ), merged into
    /// ranges.
    static func changedLines(from old: Canvas, to new: Canvas) -> [Range<Int>] {
        guard old.columns == new.columns, old.rows == new.rows else { return [0..<new.rows] }
        var lines: [Range<Int>] = []
        for row in 0..<new.rows where (0..<new.columns).contains(where: { old[$0, row] != new[$0, row] }) {
            if let last = lines.last, last.upperBound == row {
                lines[lines.count - 1] = last.lowerBound..<(row + 1)
            } else {
                lines.append(row..<(row + 1))
            }
        }
        return lines
    }

    /// Forgets what the terminal shows, after it was cleared.
    mutating func terminalWasCleared() {
        sixel?.forgetScreen()
        previous = nil
    }

    /// The bytes that clear every picture from the terminal on exit (`ESC [ 2 J` when any was drawn:
    /// erasing the display erases sixel pixels).
    var exitBytes: [UInt8] {
        guard let sixel, !sixel.shownLines.isEmpty else { return [] }
        return Array("\u{1B}[2J".utf8)
    }

    /// A placement's visible pixels in half blocks (or the run's symbols), in its visible cells.
    private func paintStandIn(_ placement: GraphicPlacement, into canvas: inout Canvas) {
        guard let cellSize = sixel?.cellSize else { return }
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
