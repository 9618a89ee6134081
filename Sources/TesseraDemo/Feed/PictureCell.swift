import TesseraCanvas
import TesseraShell
import TesseraView

/// Draws one Feed item: its generated picture in half blocks (two pixels per cell) at the app's picture
/// rendering, with the caption on the second-last row; the focused picture gets a bright frame.
///
/// The picture leaves a gutter so neighbours never merge: the item's last column stays blank and its
/// last row shows only the top half of its cells (the bottom half is the terminal's background).
struct PictureCell: CollectionViewDataSource {
    let seed: UInt64
    let rendering: PictureRendering
    /// Keeps the painted pictures between frames.
    let cache: GeneratedPictureCache
    /// The filter whose matched characters are highlighted in captions, if one is on.
    var highlight: FuzzyQuery?
    /// Which of the Feed's pictures a cell shows (the cell's item, unless a filter is on).
    var pictureIndex: (CellContext) -> Int = { $0.indexPath.item }

    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        let frame = context.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let index = pictureIndex(context)
        let picture = PictureGenerator.picture(at: index, seed: seed)
        let area = Self.pictureArea(of: frame, rendering: rendering)
        if canvas.paintsLikeWhole(area, rendering: rendering) {
            let painted = cache.painted(index: index, columns: area.width, rows: area.height) {
                Self.paint(
                    picture, in: CellRect(origin: .zero, width: area.width, height: area.height),
                    rendering: rendering, into: &$0)
            }
            canvas.draw(painted, at: area.origin)
        } else {
            // Diffusion's pattern depends on what is clipped: painted here, as it is shown.
            Self.paint(picture, in: area, rendering: rendering, into: &canvas)
        }
        if context.isFocused && frame.width >= 2 && frame.height >= 2 {
            canvas.drawBox(frame, style: Theme.cardBorderFocused, lines: .heavy)
        }
        guard frame.height >= 3 else { return }
        let inset = frame.width >= 4 ? 1 : 0
        let captionRow = CellRect(
            column: frame.column + inset, row: frame.maxRow - 2, width: frame.width - 2 * inset, height: 1)
        canvas.write(
            " \(picture.caption) ", in: captionRow,
            style: context.isFocused ? Theme.captionFocused : Theme.caption,
            highlighting: (highlight?.match(FoldedText(picture.caption))?.positions ?? []).map { $0 + 1 },
            with: Theme.captionMatch)
    }

    /// Paints `picture` into `area`, its pixels computed at the area's size (as many as its cells show),
    /// with the half-row gutter in half blocks.
    static func paint(
        _ picture: Picture, in area: CellRect, rendering: PictureRendering, into canvas: inout Canvas
    ) {
        let halfRow = area.height >= 2 && hasHalfRowGutter(rendering)
        let (across, down) = rendering.pixelsPerCell
        let width = max(area.width * across, 1)
        let height = max(area.height * down - (halfRow ? 1 : 0), 1)
        let pixels = GeneratedPictureCache.pixels(
            of: picture, width: width, height: height, pixelAspect: rendering.effectiveSymbols.pixelAspect)
        pixels.withUnsafeBufferPointer { pixels in
            canvas.paintPicture(area, rendering: rendering) { x, y in
                // Outside the picture (its half-row gutter): the nearest pixel inside, as the scene gives.
                let offset = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 3
                return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
            }
        }
        if halfRow { clearBottomHalves(of: area, in: &canvas) }
    }

    /// The cells the picture covers: the item's frame less its last column (when it has two or more)
    /// and, unless it is drawn in half blocks (in monochrome, where shading characters have no halves, or
    /// in quadrants or sextants, whose shapes the gutter would cut), less its last row too.
    static func pictureArea(of frame: CellRect, rendering: PictureRendering) -> CellRect {
        let lastRow = !hasHalfRowGutter(rendering) && frame.height >= 2 ? 1 : 0
        return CellRect(
            column: frame.column, row: frame.row, width: frame.width - (frame.width >= 2 ? 1 : 0),
            height: frame.height - lastRow)
    }

    /// Whether the gutter under a picture is the bottom halves of its last row: in half blocks only.
    private static func hasHalfRowGutter(_ rendering: PictureRendering) -> Bool {
        rendering.effectiveSymbols == .half && rendering.colors != .monochrome
    }

    /// Gives the bottom halves of the last row of `area` the terminal's background, so they form the
    /// gutter under the picture: the `▄` keeps the top pixel as the cell's colour and draws the bottom half
    /// in the terminal's background (reversed, since a foreground cannot be the default background).
    private static func clearBottomHalves(of area: CellRect, in canvas: inout Canvas) {
        let row = area.maxRow - 1
        for column in area.columns where canvas[column, row].grapheme == halfBlock {
            let top = canvas[column, row].style.background
            canvas[column, row].style = Style(foreground: top, background: .default, reverse: true)
        }
    }

    /// The half block pictures are painted with, as a cell's grapheme.
    private static let halfBlock = String(Canvas.lowerHalfBlock)
}
