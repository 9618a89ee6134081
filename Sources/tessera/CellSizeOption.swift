import TesseraGraphics
import TesseraImaging

/// `--cell-size WIDTHxHEIGHT`: a terminal cell's size in pixels, 1…1000 each way.
enum CellSizeOption {
    /// The size `text` names, or `nil` when it is not `WIDTHxHEIGHT` within 1…1000.
    static func parse(_ text: String) -> PixelSize? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            let size = PictureLimits.validCell(PixelSize(width: width, height: height))
        else { return nil }
        return size
    }

    /// The one-line error for a bad value.
    static func error(_ text: String) -> String {
        "--cell-size must be WIDTHxHEIGHT in pixels, each 1…1000 (e.g. 10x20), not '\(text)'"
    }
}
