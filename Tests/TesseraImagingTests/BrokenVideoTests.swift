import Foundation
import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct BrokenVideoTests {
    private let directory = TemporaryDirectory()

    @Test func soundOnlyFileHasNoVideoStream() throws {
        let file = try VideoWriter.soundOnly(directory, name: "voice.mp4")
        #expect(throws: ImageError(reason: "no video stream")) { try ImageDecoder.decode(file: file) }
        #expect(throws: ImageError(reason: "no video stream")) { try ImageDecoder.videoInfo(of: file) }
    }

    @Test func emptyFileIsRefused() {
        let file = directory.write([], to: "empty.mov")
        #expect(throws: ImageError.emptyFile) { try ImageDecoder.decode(file: file) }
    }

    @Test func fifoIsRefusedWithoutBlocking() {
        let fifo = directory.makeFIFO(named: "stream.mp4")
        #expect(throws: ImageError.notARegularFile) { try ImageDecoder.decode(file: fifo) }
    }

    @Test func truncatedFileIsBroken() throws {
        let file = try VideoWriter.testPattern(directory, name: "whole.mp4", seconds: 2)
        // The first 4 KiB: the header, without the moov box a non-fast-start MP4 keeps at its end.
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file.string)).prefix(4096))
        let truncated = directory.write(bytes, to: "cut.mp4")
        #expect(throws: ImageError.self) { try ImageDecoder.decode(file: truncated) }
    }

    @Test func photoNamedAsAVideoIsNotReadAsOne() throws {
        let file = directory.write(
            try JPEGWriter().encode(TestPicture.quadrants(width: 16, height: 16)), to: "fake.mp4")
        #expect(throws: ImageError(reason: "not a video file (MP4, QuickTime, Matroska, WebM or AVI)")) {
            try ImageDecoder.decode(file: file)
        }
    }

    @Test func streamOverTheLimitIsRefusedBeforeDecoding() throws {
        let file = try VideoWriter.testPattern(directory, name: "big.mp4", seconds: 1)
        let limits = DecodeLimits(maxPixels: 10_000)
        #expect(throws: ImageError(reason: "160×120 is over the decode limit of 10000 pixels")) {
            try ImageDecoder.decode(file: file, fitting: PixelSize(width: 10, height: 10), limits: limits)
        }
    }
}
