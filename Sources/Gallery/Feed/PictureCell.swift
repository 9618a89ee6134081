import Canvas
import CollectionView

/// Draws one Feed item: its generated picture in half blocks (two pixels per cell) at the app's picture
/// rendering, with the caption on the bottom row; the focused picture gets a bright frame.
struct PictureCell: CollectionViewDataSource {
    let seed: UInt64
    let rendering: PictureRendering

    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        let frame = context.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let picture = PictureGenerator.picture(at: context.indexPath.item, seed: seed)
        let pixelHeight = frame.height * 2
        canvas.paintPicture(frame, rendering: rendering) { x, y in
            picture.rgb(x: x, y: y, width: frame.width, height: pixelHeight)
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
            style: context.isFocused ? Theme.captionFocused : Theme.caption)
    }
}
