import TesseraCanvas
import TesseraImaging
import TesseraPictures
import TesseraShell

/// Draws decoded pictures and the stand-ins for pictures that are not ready or cannot be shown.
enum PicturePainter {
    /// Paints `image` into `rect` at `rendering`: the image is expected to be as many pixels as the cells
    /// show (`rect.width` × `2 · rect.height` in half blocks, twice as wide in quadrants, and three pixels
    /// a cell down in sextants); pixels it lacks are black.
    static func paint(
        _ image: RGBImage, in rect: CellRect, rendering: PictureRendering, into canvas: inout Canvas
    ) {
        canvas.paintPicture(rect, rendering: rendering) { x, y in
            guard x < image.width, y < image.height else { return (0, 0, 0) }
            let pixel = image.pixel(x: x, y: y)
            return (pixel.red, pixel.green, pixel.blue)
        }
    }

    /// A dim frame with a centred mark: `…` while a picture is being made.
    static func paintPlaceholder(in rect: CellRect, into canvas: inout Canvas) {
        canvas.fill(rect, with: Theme.picturePlaceholder)
        canvas.write(
            "…",
            in: CellRect(column: rect.column, row: rect.row + rect.height / 2, width: rect.width, height: 1),
            alignment: .center, style: Theme.picturePlaceholder)
    }

    /// The "broken picture" mark: a dark red frame with `✕ broken` in the middle.
    static func paintBroken(in rect: CellRect, into canvas: inout Canvas) {
        canvas.fill(rect, with: Theme.pictureBroken)
        canvas.write(
            rect.width >= 10 ? "✕ broken" : "✕",
            in: CellRect(column: rect.column, row: rect.row + rect.height / 2, width: rect.width, height: 1),
            alignment: .center, style: Theme.pictureBroken)
    }
}
