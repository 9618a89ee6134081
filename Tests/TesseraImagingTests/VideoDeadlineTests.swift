import ImagingTestSupport
import Testing

@testable import TesseraImaging

/// Every video gets a time limit (10 s in the app), enforced through libavformat's interrupt callback and
/// between packets.
@Suite struct VideoDeadlineTests {
    private let directory = TemporaryDirectory()

    @Test func aVideoPastItsDeadlineGivesUpWithTheReason() throws {
        let file = try VideoWriter.testPattern(directory, name: "clip.mp4", seconds: 1)
        let request = DecodeRequest(size: .full, background: (0, 0, 0), limits: .standard)
        #expect(throws: ImageError(reason: "gave up after 0 s")) {
            try VideoDecoder.decode(file, request: request, timeLimit: 0)
        }
        #expect(
            try VideoDecoder.decode(file, request: request).image.size == PixelSize(width: 160, height: 120))
        #expect(VideoDecoder.timeLimit == 10)
    }
}
