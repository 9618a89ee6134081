import TesseraCanvas
import TesseraImaging

/// One picture of a frame drawn with real pixels: which image, where its cells are on screen and which of
/// them are visible.
///
/// The headless app produces these beside its canvas; the terminal side turns them into kitty or sixel
/// bytes. The image is as many pixels as ``frame`` covers (its cells × the cell size in pixels), so the
/// visible part is a crop of whole cells.
public struct GraphicPlacement: Sendable {
    /// Names the image's content for the whole run: equal ids are the same pixels, and an id is never
    /// given to other pixels (the writers map it to the terminal's own ids).
    public var imageID: Int
    /// The pixels for the whole of ``frame``.
    public var image: RGBImage
    /// The cells the whole picture covers on screen, before clipping (may reach beyond the screen).
    public var frame: CellRect
    /// The part of ``frame`` shown: the cells left after clipping to the view; inside ``frame``.
    public var visible: CellRect

    /// Creates a placement.
    public init(imageID: Int, image: RGBImage, frame: CellRect, visible: CellRect) {
        self.imageID = imageID
        self.image = image
        self.frame = frame
        self.visible = visible
    }

    /// What makes two placements draw the same pixels in the same cells (the image by its id).
    public var position: PlacementPosition {
        PlacementPosition(imageID: imageID, frame: frame, visible: visible)
    }

    /// The pixels of the ``visible`` cells, for cells of `cellSize` pixels; the image's missing pixels
    /// (an image smaller than the frame) are black.
    public func visiblePixels(cellSize: PixelSize) -> RGBImage {
        let origin = (
            x: (visible.column - frame.column) * cellSize.width,
            y: (visible.row - frame.row) * cellSize.height
        )
        let size = PixelSize(
            width: max(visible.width, 0) * cellSize.width, height: max(visible.height, 0) * cellSize.height)
        return image.cropped(x: origin.x, y: origin.y, size: size)
    }
}

/// A placement without its pixels: enough to tell whether the screen already shows it.
public struct PlacementPosition: Hashable, Sendable {
    /// The image's id.
    public var imageID: Int
    /// The cells of the whole picture.
    public var frame: CellRect
    /// The cells shown.
    public var visible: CellRect
}
