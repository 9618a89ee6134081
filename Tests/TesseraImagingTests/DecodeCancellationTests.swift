import ImagingTestSupport
import SystemPackage
import Testing

@testable import TesseraImaging

/// A decode told to stop (``DecodeCancellation``) stops at its next look between batches of rows, for the
/// formats whose rows Tessera reads itself (JPEG, PNG, GIF), and before reading the file for every format.
@Suite struct DecodeCancellationTests {
    let folder = TemporaryDirectory()

    /// A picture of many rows (2,048: 128 batches), so a decode that ran on would look many times.
    static let tall = RGBImage(size: PixelSize(width: 96, height: 2048), filledWith: (10, 200, 90))

    /// The tall picture in every format whose rows are read in batches.
    func files() throws -> [(name: String, file: FilePath)] {
        [
            ("JPEG", folder.write(try JPEGWriter().encode(Self.tall), to: "tall.jpg")),
            ("PNG", folder.write(try PNGWriter().encode(Self.tall), to: "tall.png")),
            ("interlaced PNG", folder.write(try PNGWriter(interlaced: true).encode(Self.tall), to: "adam7.png")),
            ("GIF", folder.write(try GIFWriter().encode(Self.tall), to: "tall.gif")),
        ]
    }

    /// Decodes `file` at full size (every row read) with `cancellation`.
    func decode(_ file: FilePath, cancellation: DecodeCancellation) throws(ImageError) -> DecodedImage {
        try ImageDecoder.decode(file: file, covering: nil, detail: .viewer, cancellation: cancellation)
    }

    @Test func aDecodeNobodyStopsLooksBetweenBatchesOfRowsAndFinishes() throws {
        for (name, file) in try files() {
            let cancellation = DecodeCancellation()
            let decoded = try decode(file, cancellation: cancellation)
            #expect(decoded.image.size == Self.tall.size, "\(name)")
            // Once before reading, then every 16 rows (an interlaced PNG: before each of its 7 passes).
            let expected = name == "interlaced PNG" ? 1 + 7 : 1 + 2048 / DecodeCancellation.rowsPerCheck
            #expect(cancellation.lookCount == expected, "\(name)")
        }
    }

    @Test func aDecodeStoppedPartWayThrowsCancelledAtThatLook() throws {
        for (name, file) in try files() {
            let cancellation = DecodeCancellation(raisingAtLook: 3)
            #expect(throws: ImageError.cancelled, "\(name)") { try decode(file, cancellation: cancellation) }
            #expect(cancellation.lookCount == 3, "\(name): it read on after being stopped")
        }
    }

    @Test func aDecodeCancelledBeforeItStartsReadsNothing() throws {
        let unreadable = folder.write([0xFF, 0xD8, 0xFF], to: "never-read.jpg")
        for file in try files().map(\.file) + [unreadable] {
            let cancellation = DecodeCancellation()
            cancellation.cancel()
            #expect(throws: ImageError.cancelled) { try decode(file, cancellation: cancellation) }
            #expect(cancellation.lookCount == 1)
        }
    }

    @Test func aFlagTakenBackLetsTheDecodeFinish() throws {
        let file = try files()[0].file
        let cancellation = DecodeCancellation()
        cancellation.cancel()
        cancellation.resume()
        #expect(!cancellation.isCancelled)
        #expect(try decode(file, cancellation: cancellation).image.size == Self.tall.size)
    }
}
