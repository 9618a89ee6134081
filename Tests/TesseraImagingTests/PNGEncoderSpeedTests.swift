import Testing

@testable import TesseraImaging

/// Thumbnails' PNGs are deflated at zlib's fastest level: they are written while the person waits.
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
}
