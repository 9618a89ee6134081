import CImagingShims
import ImagingTestSupport
import Testing

@testable import TesseraImaging

/// Thumbnails' PNGs are deflated at zlib's fastest level, every row with the one filter that suits
/// photographs (no adaptive choice per row): they are written while the person waits.
@Suite struct PNGEncoderSpeedTests {
    /// The zlib stream of the first IDAT chunk of `png`.
    private func firstImageData(_ png: [UInt8]) -> ArraySlice<UInt8>? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length <= png.count else { return nil }
            if type == "IDAT" { return png[start..<start + length] }
            offset = start + length + 4
        }
        return nil
    }

    /// zlib's header says how hard it compressed: FLEVEL 0 is levels 0 and 1, 1 is levels 2 to 5.
    @Test func theImageDataSaysTheFastestLevel() throws {
        var image = RGBImage(size: PixelSize(width: 64, height: 48), filledWith: (0, 0, 0))
        for index in 0..<(64 * 48 * 3) { image.pixels[index] = UInt8(truncatingIfNeeded: index * 7919 >> 3) }
        let png = try PNGEncoder.encode(image, text: [("Software", "Tessera")])
        let stream = try #require(firstImageData(png))
        let header = Array(stream.prefix(2))
        #expect(header[0] & 0x0f == 8, "deflate")
        #expect(header[1] >> 6 == 0, "the fastest level (FLEVEL \(header[1] >> 6))")
        #expect((Int(header[0]) << 8 | Int(header[1])) % 31 == 0)
    }

    /// The filters `PNGEncoder`'s RGB pictures get (libpng's `PNG_FILTER_AVG` is 0x40, `PNG_FILTER_NONE`
    /// 0x08): one filter, never all five, which libpng would try on every row.
    @Test func photographsTakeTheAverageFilterAndPalettesNone() {
        var rgb = tessera_png_encoding()
        rgb.bit_depth = 8
        rgb.color_type = 2  // PNG_COLOR_TYPE_RGB, as PNGEncoder writes
        #expect(tessera_png_row_filters(&rgb) == 0x40)
        rgb.bit_depth = 16
        #expect(tessera_png_row_filters(&rgb) == 0x40)
        var palette = tessera_png_encoding()
        palette.bit_depth = 8
        palette.color_type = 3  // PNG_COLOR_TYPE_PALETTE
        #expect(tessera_png_row_filters(&palette) == 0x08)
        var grey = tessera_png_encoding()
        grey.bit_depth = 4
        #expect(tessera_png_row_filters(&grey) == 0x08)
    }

    /// The zlib stream of all the IDAT chunks of `png`, joined.
    private func imageData(_ png: [UInt8]) -> [UInt8] {
        var offset = 8
        var data = [UInt8]()
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length <= png.count else { break }
            if type == "IDAT" { data += png[start..<start + length] }
            offset = start + length + 4
        }
        return data
    }

    /// Inside the written file: every row of a thumbnail-sized photograph-like picture starts with filter
    /// type 3 (average), where libpng's adaptive choice mixed types row by row.
    @Test func everyRowOfAThumbnailIsWrittenWithTheAverageFilter() throws {
        let size = PixelSize(width: 256, height: 192)
        var generator = SeededGenerator(seed: 8)
        let picture = TestPicture.image(width: size.width, height: size.height) { x, y in
            // Smooth shading with noise, as a photograph's thumbnail.
            let noise = { UInt8.random(in: 0...24, using: &generator) }
            return (
                UInt8(x * 200 / size.width) + noise(), UInt8(y * 200 / size.height) + noise(), 90 + noise()
            )
        }
        let png = try PNGEncoder.encode(picture, text: [("Software", "Tessera")])
        let rows = try #require(Inflate.zlib(imageData(png)))
        let stride = 1 + size.width * 3
        #expect(rows.count == stride * size.height)
        let filters = Set(Swift.stride(from: 0, to: rows.count, by: stride).map { rows[$0] })
        #expect(filters == [3], "filter types used: \(filters.sorted())")
    }

    /// The thumbnail's PNG still decodes to its pixels, text and all.
    @Test func aNoisyThumbnailRoundTrips() throws {
        var image = RGBImage(size: PixelSize(width: 256, height: 192), filledWith: (0, 0, 0))
        for index in 0..<image.pixels.count {
            image.pixels[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 7)
        }
        let png = try PNGEncoder.encode(image, text: [("Thumb::URI", "file:///x.jpg")])
        #expect(try ImageDecoder.decode(bytes: png).image == image)
    }
}
