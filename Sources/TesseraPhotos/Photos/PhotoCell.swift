import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraShell
import TesseraView

/// Draws one photo of a Feed: its thumbnail cropped to fill the frame, a placeholder while it is being
/// made, or the broken-picture mark; the focused photo gets a bright frame.
///
/// Every photo whose tile has room (``captionFits(in:)``) is captioned with its file name on its
/// second-last row, as the sample's Feed captions its pictures: a dark band with light text over the
/// picture (the focused one in the focus colour), the filter's matches highlighted; `c` turns the captions
/// off (``PhotoContext/showsCaptions``), except the focused photo's. With sixel pixels, which text cannot be
/// drawn over, a captioned picture stops above its caption.
@MainActor
struct PhotoCell: @MainActor CollectionViewDataSource {
    let photos: [Photo]
    let context: PhotoContext
    /// The filter whose matched characters are highlighted in captions, if one is on.
    var highlight: FuzzyQuery?

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        let frame = cell.frame
        guard frame.width > 0, frame.height > 0, photos.indices.contains(cell.indexPath.item) else { return }
        let photo = photos[cell.indexPath.item]
        let captioned = Self.captionFits(in: frame) && (cell.isFocused || context.showsCaptions)
        let picture = context.drawThumbnail(
            of: photo, in: pictureRect(frame, focused: cell.isFocused, captioned: captioned, canvas: canvas),
            tile: frame, into: &canvas)
        if cell.isFocused && frame.width >= 2 && frame.height >= 2 {
            canvas.drawBox(frame, style: Theme.cardBorderFocused, lines: .heavy)
        }
        VideoBadge.draw(for: photo, picture: picture, in: frame, into: &canvas)
        if picture?.damage != nil {
            // Inside the frame, clear of the focus border.
            let inset = frame.width >= 3 && frame.height >= 3 ? 1 : 0
            canvas.write(
                "!", in: CellRect(column: frame.column + inset, row: frame.row + inset, width: 1, height: 1),
                style: Theme.pictureDamagedMark)
        }
        guard captioned else { return }
        canvas.write(
            " \(photo.name) ", in: Self.captionRect(of: frame),
            style: cell.isFocused ? Theme.captionFocused : Theme.caption,
            highlighting: (highlight?.match(FoldedText(photo.name))?.positions ?? []).map { $0 + 1 },
            with: Theme.captionMatch)
    }

    /// Whether a tile has room for a caption: three rows (the caption stays off the focus border's
    /// bottom row) and enough columns for a few letters of the name.
    static func captionFits(in frame: CellRect) -> Bool {
        frame.height >= 3 && frame.width >= 6
    }

    /// The caption's row: the second-last of the tile, inside the focus border's sides.
    static func captionRect(of frame: CellRect) -> CellRect {
        let inset = frame.width >= 4 ? 1 : 0
        return CellRect(
            column: frame.column + inset, row: frame.maxRow - 2, width: frame.width - 2 * inset, height: 1)
    }

    /// Where the picture goes: the whole frame, or with sixel pixels (which text cannot be drawn over)
    /// the rows above the caption (inside the border for the focused photo).
    private func pictureRect(_ frame: CellRect, focused: Bool, captioned: Bool, canvas: Canvas) -> CellRect {
        guard context.drawsRealPixels(over: frame, in: canvas), !context.textShowsOverPixels, captioned,
            frame.height >= 4
        else { return frame }
        let caption = Self.captionRect(of: frame)
        guard focused, frame.width >= 4 else {
            return CellRect(
                column: frame.column, row: frame.row, width: frame.width, height: caption.row - frame.row)
        }
        let inside = frame.insetBy(dx: 1, dy: 1)
        return CellRect(
            column: inside.column, row: inside.row, width: inside.width, height: caption.row - inside.row)
    }
}
