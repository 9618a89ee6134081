import TesseraImaging

/// The bounds every picture size obeys, whoever gave it: `--cell-size`, the terminal's answers
/// (`CSI 16 t`, `CSI 14 t`) or the kernel's window size (`TIOCGWINSZ`). A terminal can answer anything, so a
/// size outside them is nonsense and the default is used instead; and a picture's pixels per frame are
/// bounded, so drawing never takes long enough to hold up the keys.
public enum PictureLimits {
    /// The sides a cell may have, in pixels: 1…1000 each way.
    public static let cellSides = 1...1000

    /// The real pixels a frame may place, 2,073,600: a full-HD screen (1920 × 1080) full of pictures, which
    /// sixel encodes within a frame's time. Pictures past it in a frame are drawn in half blocks.
    public static let pixelsPerFrame = 1920 * 1080

    /// `size` when both its sides are within ``cellSides``, else `nil`.
    public static func validCell(_ size: PixelSize) -> PixelSize? {
        cellSides.contains(size.width) && cellSides.contains(size.height) ? size : nil
    }

    /// One cell's size from an area of `pixels` covering `cells` (the text area's answer, or the kernel's
    /// window size); `nil` when either is not positive or the cell it gives is outside ``cellSides``.
    public static func cell(ofArea pixels: PixelSize, cells: (columns: Int, rows: Int)) -> PixelSize? {
        guard cells.columns > 0, cells.rows > 0, pixels.width > 0, pixels.height > 0 else { return nil }
        return validCell(PixelSize(width: pixels.width / cells.columns, height: pixels.height / cells.rows))
    }

    /// The pixels of `columns × rows` cells of `cell` pixels, or `nil` when a side overflows `Int` or is
    /// negative.
    public static func pixels(columns: Int, rows: Int, cell: PixelSize) -> PixelSize? {
        let width = columns.multipliedReportingOverflow(by: cell.width)
        let height = rows.multipliedReportingOverflow(by: cell.height)
        guard !width.overflow, !height.overflow, width.partialValue >= 0, height.partialValue >= 0 else {
            return nil
        }
        return PixelSize(width: width.partialValue, height: height.partialValue)
    }

    /// The number of pixels in `size`, or `nil` when it overflows `Int`; 0 when a side is not positive.
    public static func area(of size: PixelSize) -> Int? {
        guard size.width > 0, size.height > 0 else { return 0 }
        let area = size.width.multipliedReportingOverflow(by: size.height)
        return area.overflow ? nil : area.partialValue
    }
}
