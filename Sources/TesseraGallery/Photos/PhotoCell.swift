import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraView

/// Draws one photo of a Feed: its thumbnail cropped to fill the frame, a placeholder while it is being
/// made, or the broken-picture mark; the focused photo gets a bright frame and its file name.
struct PhotoCell: CollectionViewDataSource {
    let photos: [Photo]
    let context: PhotoContext

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        let frame = cell.frame
        guard frame.width > 0, frame.height > 0, photos.indices.contains(cell.indexPath.item) else { return }
        let photo = photos[cell.indexPath.item]
        let picture = context.drawThumbnail(
            of: photo, in: pictureRect(frame, focused: cell.isFocused, canvas: canvas), tile: frame,
            into: &canvas)
        if cell.isFocused && frame.width >= 2 && frame.height >= 2 {
            canvas.drawBox(frame, style: Theme.cardBorderFocused, lines: .heavy)
        }
        if picture?.damage != nil {
            // Inside the frame, clear of the focus border.
            let inset = frame.width >= 3 && frame.height >= 3 ? 1 : 0
            canvas.write(
                "!", in: CellRect(column: frame.column + inset, row: frame.row + inset, width: 1, height: 1),
                style: Theme.pictureDamagedMark)
        }
        guard cell.isFocused, frame.height >= 3 else { return }
        let inset = frame.width >= 4 ? 1 : 0
        canvas.write(
            " \(photo.name) ",
            in: CellRect(
                column: frame.column + inset, row: frame.maxRow - 2, width: frame.width - 2 * inset, height: 1
            ),
            style: Theme.captionFocused)
    }

    /// Where the picture goes: the whole frame, or with sixel pixels (which text cannot be drawn over)
    /// for the focused photo the inside of its border above its caption.
    private func pictureRect(_ frame: CellRect, focused: Bool, canvas: Canvas) -> CellRect {
        guard context.drawsRealPixels(over: frame, in: canvas), !context.textShowsOverPixels, focused,
            frame.width >= 4,
            frame.height >= 4
        else { return frame }
        let inside = frame.insetBy(dx: 1, dy: 1)
        return CellRect(
            column: inside.column, row: inside.row, width: inside.width, height: inside.height - 1)
    }
}
