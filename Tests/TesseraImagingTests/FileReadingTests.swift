import CHeif
import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

#if canImport(Dispatch)
    import Dispatch
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FileReadingTests {
    private let directory = TemporaryDirectory()
    private let picture = TestPicture.quadrants(width: 32, height: 24)

    @Test func formatComesFromTheBytesNotTheName() throws {
        let png = directory.write(try PNGWriter().encode(picture), to: "really-a-png.jpg")
        let decoded = try ImageDecoder.decode(file: png)
        #expect(decoded.info.format == .png)
        #expect(decoded.image == picture)
        let jpeg = directory.write(try JPEGWriter().encode(picture), to: "photo.png")
        #expect(try ImageDecoder.info(of: jpeg).format == .jpeg)
    }

    /// The bytes of a file `write` makes.
    private func written(_ write: (FilePath) throws -> Void) throws -> [UInt8] {
        let file = directory.path.appending("written-\(UInt32.random(in: 0...UInt32.max))")
        try write(file)
        return try FileBytes.read(file)
    }

    @Test(arguments: ImageFormat.allCases.filter { $0 != .cameraRaw && $0 != .video })
    func infoReadsEveryFormat(format: ImageFormat) throws {
        let bytes: [UInt8] =
            switch format {
            case .jpeg: try JPEGWriter.oriented(.left).encode(picture)
            case .png: try PNGWriter(interlaced: true).encode(picture)
            case .webp: try WebPWriter.lossy(picture)
            case .gif: try GIFWriter().encode(picture)
            case .heif: try written { try HEIFWriter().write(picture, to: $0) }
            case .avif:
                try written { try HEIFWriter(compression: heif_compression_AV1).write(picture, to: $0) }
            case .jxl: try written { try JXLWriter.write(picture, to: $0, in: directory) }
            case .tiff: try written { try TIFFWriter().write(picture, to: $0) }
            case .cameraRaw, .video: []  // known by name: CameraRawTests, VideoPosterTests
            }
        let file = directory.write(bytes, to: "picture")
        let orientation: ExifOrientation = format == .jpeg ? .left : .up
        #expect(
            try ImageDecoder.info(of: file)
                == ImageInfo(format: format, size: picture.size, orientation: orientation))
        #expect(try ImageDecoder.decode(file: file).image.size == picture.size)
    }

    @Test func infoFindsAHeaderBeyondTheFirstBytesRead() throws {
        let jpeg = try JPEGWriter.oriented(.right).encode(picture)
        // Two full-size APP2 segments after SOI push the Exif marker and the frame header past 128 KiB.
        let app2 = [0xFF, 0xE2, 0xFF, 0xFF] + [UInt8](repeating: 0x41, count: 0xFFFD)
        let file = directory.write(Array(jpeg[0..<2]) + app2 + app2 + Array(jpeg[2...]), to: "big-header.jpg")
        #expect(
            try ImageDecoder.info(of: file)
                == ImageInfo(format: .jpeg, size: picture.size, orientation: .right))
    }

    @Test func emptyFile() {
        let file = directory.write(BrokenImages.empty, to: "empty.jpg")
        #expect(throws: ImageError(reason: "empty file")) { try ImageDecoder.decode(file: file) }
        #expect(throws: ImageError(reason: "empty file")) { try ImageDecoder.info(of: file) }
        #expect(throws: ImageError(reason: "empty file")) { try ImageDecoder.decode(bytes: []) }
    }

    @Test func textNamedLikeAPhotoIsNotAnImage() {
        let file = directory.write(BrokenImages.text, to: "notes.jpg")
        #expect(throws: ImageError(reason: "not an image")) { try ImageDecoder.decode(file: file) }
        #expect(throws: ImageError(reason: "not an image")) { try ImageDecoder.info(of: file) }
    }

    @Test func directoryIsNotARegularFile() {
        #expect(throws: ImageError(reason: "not a regular file")) {
            try ImageDecoder.decode(file: directory.path)
        }
    }

    @Test func fifoIsRefusedWithoutBlocking() {
        let fifo = directory.makeFIFO(named: "pipe.jpg")
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            do throws(ImageError) {
                _ = try ImageDecoder.decode(file: fifo)
            } catch {
                outcome.error = error
            }
            finished.signal()
        }
        let waited = finished.wait(timeout: .now() + 5)
        #expect(waited == .success, "opening a FIFO blocked")
        if waited == .timedOut {
            // Give the blocked reader a writer so the test process can finish.
            let writer = fifo.withPlatformString { open($0, O_WRONLY | O_NONBLOCK) }
            finished.wait()
            if writer >= 0 { close(writer) }
        }
        #expect(outcome.error == ImageError(reason: "not a regular file"))
    }

    @Test func missingFileAndBadPathsGiveTheSystemsReason() {
        #expect(throws: ImageError(reason: "no such file or directory")) {
            try ImageDecoder.decode(file: directory.path.appending("missing.jpg"))
        }
        let file = directory.write(BrokenImages.text, to: "plain")
        #expect(throws: ImageError(reason: "not a directory")) {
            try ImageDecoder.info(of: file.appending("child.jpg"))
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root reads every file"))
    func unreadableFileIsPermissionDenied() throws {
        let file = directory.write(try PNGWriter().encode(picture), to: "secret.png")
        _ = file.withPlatformString { chmod($0, 0) }
        #expect(throws: ImageError(reason: "permission denied")) { try ImageDecoder.decode(file: file) }
    }

    @Test func fileLargerThanTheReadLimitIsRefused() throws {
        let png = try PNGWriter().encode(picture)
        let file = directory.write(png, to: "picture.png")
        let limits = DecodeLimits(maxFileBytes: png.count - 1)
        #expect(
            throws: ImageError(
                reason: "file of \(png.count) bytes is over the read limit of \(png.count - 1) bytes")
        ) {
            try ImageDecoder.decode(file: file, limits: limits)
        }
        #expect(
            try ImageDecoder.decode(file: file, limits: DecodeLimits(maxFileBytes: png.count)).image
                == picture)
        #expect(
            ImageError.overFileLimit(600 << 20, limits: .standard).reason
                == "file of 629145600 bytes is over the read limit of 512 MiB")
    }

    @Test func namesThatAreNotUTF8StillOpen() throws {
        let file = directory.write(
            try PNGWriter().encode(picture), toRawName: [0x66, 0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67])
        #expect(try ImageDecoder.decode(file: file).image == picture)
    }
}

/// What the background decode of the FIFO test threw (written before the semaphore is signalled).
private final class Outcome: @unchecked Sendable {
    var error: ImageError?
}
