import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@testable import TesseraThumbnails

/// A video's thumbnail keeps its duration, also through the shared disk cache (`Thumb::Movie::Length`, the
/// freedesktop key, in whole seconds).
@MainActor
@Suite struct VideoThumbnailTests {
    let folder = TemporaryDirectory()

    @Test func durationIsKeptInTheDiskCache() throws {
        let file = try VideoWriter.testPattern(folder, name: "clip.mp4", seconds: 3.5)
        let request = try PictureRequest.current(file)
        let location = ThumbnailCacheLocation(directory: folder.makeFolder("cache/thumbnails"))
        func picture() throws -> Picture {
            let pipeline = PicturePipeline(
                configuration: .init(diskCache: ThumbnailDiskCache(location: location)), onFinish: {})
            pipeline.want([request])
            pipeline.waitUntilIdle()
            guard case .ready(let picture) = pipeline.state(of: request) else {
                throw ImageError(reason: "not ready")
            }
            return picture
        }
        let made = try picture()
        #expect(abs((made.videoDuration ?? 0) - 3.5) < 0.05)
        let cached = try ImageDecoder.decode(
            file: location.path(forURI: FileURI.make(for: file), size: .large))
        #expect(cached.text["Thumb::Movie::Length"] == "3")
        #expect(try picture().videoDuration == 3)
    }
}
