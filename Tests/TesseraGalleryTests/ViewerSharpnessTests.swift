import ImagingTestSupport
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The viewer shows a JPEG as sharp as an area average of its full decode (what
/// `Benchmarks/quality/measure.py` compares with, where chafa scores 40–43 dB on real photos): in true colour
/// its half blocks carry exactly those pixels.
@MainActor
@Suite struct ViewerSharpnessTests {
    let folder = PhotoFolder()

    /// The picture's half-block pixels (▄: background on top, foreground below) over the cells showing it.
    static func halfBlockPixels(of canvas: Canvas) throws -> RGBImage {
        let cells = canvas.cells(showing: "▄")
        let columns = try #require(cells.map(\.column).min())...(cells.map(\.column).max() ?? 0)
        let rows = try #require(cells.map(\.row).min())...(cells.map(\.row).max() ?? 0)
        var pixels = [UInt8](repeating: 0, count: columns.count * rows.count * 2 * 3)
        for cell in cells {
            let style = canvas[cell.column, cell.row].style
            for (half, color) in [style.background, style.foreground].enumerated() {
                guard case .rgb(let red, let green, let blue) = color else {
                    Issue.record("not a true-colour cell at \(cell)")
                    continue
                }
                let y = (cell.row - rows.lowerBound) * 2 + half
                let index = (y * columns.count + cell.column - columns.lowerBound) * 3
                pixels.replaceSubrange(index..<(index + 3), with: [red, green, blue])
            }
        }
        return RGBImage(width: columns.count, height: rows.count * 2, pixels: pixels)
    }

    @Test func aDetailedJPEGIsShownAsTheAreaAverageOfItsFullDecode() throws {
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1024, height: 768))
        try folder.file("p/detailed.jpg", bytes: jpeg)
        let viewer = try folder.snapshot("enter", colors: .truecolor)
        let shown = try Self.halfBlockPixels(of: viewer)
        #expect(shown.size == PixelSize(width: 75, height: 56))
        let expected = try ImageDecoder.decode(bytes: jpeg).image.resampled(to: shown.size)
        let psnr = PictureQuality.psnr(shown, against: expected)
        #expect(psnr == .infinity, "\(psnr) dB")
    }
}
