import TesseraCanvas
import TesseraImaging

/// Where a zoomed photo goes on screen in one frame, and which of its pixels it shows there.
///
/// On an axis where the photo at the zoom's scale is at least as large as the screen, the picture fills
/// the viewport and shows the photo's pixels around the view's centre; on an axis where it is smaller,
/// it shows the whole photo, centred. The source is whole photo pixels (its start rounded, its length the
/// screen's divided by the scale, rounded), so a pan at 800 % moves by whole photo pixels and the picture
/// never stretches by more than one of them.
struct ZoomView: Hashable, Sendable {
    /// The cells the picture covers.
    var cells: CellRect
    /// The photo's upright full-size pixels shown.
    var source: PixelRect
    /// The picture's size in screen pixels: its cells' pixels, or fewer on an axis where the photo shows
    /// smaller than the screen.
    var output: PixelSize

    /// The view of `state` over a photo of `photo` pixels, in `viewport`'s cells of `cellPixels` screen
    /// pixels each.
    init(state: ZoomState, photo: PixelSize, viewport: CellRect, cellPixels: PixelSize) {
        let box = PixelSize(
            width: viewport.width * cellPixels.width, height: viewport.height * cellPixels.height)
        let scale = state.effectiveScale(photo: photo, box: box)
        let centre = state.viewCentre(photo: photo, box: box)
        let across = Self.axis(
            photo: photo.width, scale: scale, centre: centre.x, cells: viewport.width,
            pixelsPerCell: cellPixels.width)
        let down = Self.axis(
            photo: photo.height, scale: scale, centre: centre.y, cells: viewport.height,
            pixelsPerCell: cellPixels.height)
        cells = CellRect(
            column: viewport.column + across.firstCell, row: viewport.row + down.firstCell,
            width: across.cells, height: down.cells)
        source = PixelRect(
            x: across.sourceStart, y: down.sourceStart, width: across.sourceLength, height: down.sourceLength)
        output = PixelSize(width: across.output, height: down.output)
    }

    /// `source` at `scale`/8 of the photo's size (libjpeg's DCT-scaled size, `ceil(side × scale / 8)`):
    /// the rectangle to decode, widened to whole pixels at that scale.
    func scaledSource(scale: Int) -> PixelRect {
        let left = source.x * scale / 8
        let top = source.y * scale / 8
        let right = ((source.x + source.width) * scale + 7) / 8
        let bottom = ((source.y + source.height) * scale + 7) / 8
        return PixelRect(x: left, y: top, width: max(right - left, 1), height: max(bottom - top, 1))
    }

    /// The DCT scale (in eighths) a JPEG of `photo` pixels is decoded at for this view: full size up to
    /// 24 megapixels (as the viewer's fit, ``DecodeDetail/viewer``); above, the smallest scale at least
    /// four times the screen's pixels per photo pixel, so the area average keeps the detail.
    func decodeScale(photo: PixelSize) -> Int {
        guard photo.area > DecodeDetail.viewer.fullDecodeMaxPixels, source.width > 0 else { return 8 }
        let shown = Double(output.width) / Double(source.width)
        return min(max(Int((32 * shown).rounded(.up)), 1), 8)
    }

    /// One axis of the view: the cells it covers (from the viewport's start), the photo pixels it shows,
    /// and the screen pixels they are drawn in.
    private static func axis(
        photo: Int, scale: Double, centre: Double, cells available: Int, pixelsPerCell: Int
    ) -> (firstCell: Int, cells: Int, sourceStart: Int, sourceLength: Int, output: Int) {
        let box = available * pixelsPerCell
        let shown = Double(photo) * scale
        guard shown < Double(box) - 0.5 else {
            let length = min(max(Int((Double(box) / scale).rounded()), 1), photo)
            let start = min(max(Int((centre - Double(length) / 2).rounded()), 0), photo - length)
            return (0, available, start, length, box)
        }
        let output = max(Int(shown.rounded()), 1)
        let cells = min((output + pixelsPerCell - 1) / pixelsPerCell, available)
        return ((available - cells) / 2, cells, 0, photo, output)
    }
}
