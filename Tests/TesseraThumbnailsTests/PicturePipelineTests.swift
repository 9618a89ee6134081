import ImagingTestSupport
import Synchronization
import SystemPackage
import TesseraImaging
import Testing

@testable import TesseraThumbnails

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipeline with real files, real decoders and a real disk cache in a temporary folder.
@MainActor
@Suite struct PicturePipelineTests {
    let folder = TemporaryDirectory()

    /// A JPEG of one colour, `width` × `height`, written as `name`.
    func photo(
        _ name: String, width: Int = 400, height: Int = 300, color: (UInt8, UInt8, UInt8) = (200, 40, 40)
    )
        throws -> PictureRequest
    {
        let image = RGBImage(size: PixelSize(width: width, height: height), filledWith: color)
        let file = folder.write(try JPEGWriter().encode(image), to: name)
        return try request(for: file)
    }

    func request(for file: FilePath, size: PictureSize = .thumbnail) throws -> PictureRequest {
        try .current(file, size: size)
    }

    func cacheLocation() -> ThumbnailCacheLocation {
        ThumbnailCacheLocation(directory: folder.makeFolder("cache/thumbnails"))
    }

    /// Waits for `requests` and returns their states.
    func made(_ requests: [PictureRequest], by pipeline: PicturePipeline) -> [PictureState] {
        pipeline.want(requests)
        pipeline.waitUntilIdle()
        return requests.map { pipeline.state(of: $0) }
    }

    @Test func aThumbnailFitsTheLargeBoxWithItsAspectKeptAndKeepsTheSourceSize() throws {
        let request = try photo("wide.jpg", width: 1200, height: 600)
        let pipeline = PicturePipeline(onFinish: {})
        guard case .ready(let picture) = made([request], by: pipeline)[0] else {
            Issue.record("not ready")
            return
        }
        #expect(picture.image.size == PixelSize(width: 256, height: 128))
        #expect(picture.sourceSize == PixelSize(width: 1200, height: 600))
        let (red, green, blue) = picture.image.pixel(x: 100, y: 60)
        #expect(abs(Int(red) - 200) < 8 && abs(Int(green) - 40) < 8 && abs(Int(blue) - 40) < 8)
    }

    @Test func aBrokenFileFailsWithTheDecodersReason() throws {
        let file = folder.write(BrokenImages.text, to: "list.jpg")
        let pipeline = PicturePipeline(onFinish: {})
        guard case .failed(let reason) = made([try request(for: file)], by: pipeline)[0] else {
            Issue.record("a text file decoded")
            return
        }
        #expect(reason == "not an image")
    }

    @Test func aPictureIsPendingUntilCollectedAndOnFinishIsCalledForIt() throws {
        let request = try photo("a.jpg")
        let finished = Counter()
        let pipeline = PicturePipeline(onFinish: { finished.increment() })
        guard case .pending = pipeline.state(of: request) else {
            Issue.record("ready before it was wanted")
            return
        }
        pipeline.want([request])
        while !pipeline.isIdle { usleep(1_000) }
        #expect(finished.value == 1)
        guard case .pending = pipeline.state(of: request) else {
            Issue.record("shown before the main thread collected it")
            return
        }
        #expect(pipeline.collectFinished())
        guard case .ready = pipeline.state(of: request) else {
            Issue.record("not ready after collecting")
            return
        }
    }

    @Test func requestsNoLongerWantedAreDroppedBeforeTheyStart() throws {
        let requests = try (0..<12).map { try photo("p\($0).jpg", width: 1600, height: 1200) }
        let pipeline = PicturePipeline(configuration: .init(workers: 1), onFinish: {})
        pipeline.want(requests)
        pipeline.want([requests[11]])
        pipeline.waitUntilIdle()
        let made = requests.filter { if case .ready = pipeline.state(of: $0) { true } else { false } }
        // The last one, plus at most the one the worker had already started.
        #expect(made.contains(requests[11]))
        #expect(made.count <= 2)
    }

    @Test func theQueueHandsOutTheMostUrgentRequestFirstAndNeverRestartsOne() throws {
        let requests = try (0..<4).map { try photo("q\($0).jpg", width: 64, height: 48) }
        let queue = PictureWorkQueue()
        queue.replaceWaiting(with: [requests[2], requests[0], requests[1]])
        #expect(queue.nextRequest()?.request == requests[2])
        // The next frame wants the started one again, first: it is not handed out twice.
        queue.replaceWaiting(with: [requests[2], requests[3], requests[0]])
        #expect(queue.nextRequest()?.request == requests[3])
        #expect(queue.nextRequest()?.request == requests[0])
        #expect(queue.isWaitingOrStarted(requests[2]))
        #expect(!queue.isWaitingOrStarted(requests[1]))
        queue.finish(requests[2], with: .failed("test"))
        #expect(!queue.isWaitingOrStarted(requests[2]))
        #expect(queue.takeFinished().map(\.0) == [requests[2]])
    }

    @Test func memoryStaysWithinItsBudget() throws {
        let requests = try (0..<10).map { try photo("m\($0).jpg", width: 512, height: 512) }
        // A 256 × 256 thumbnail costs about 196 KiB: a budget of 600 KiB holds three.
        let pipeline = PicturePipeline(configuration: .init(memoryByteLimit: 600 << 10), onFinish: {})
        for request in requests {
            _ = made([request], by: pipeline)
            #expect(pipeline.memoryByteCount <= 600 << 10)
        }
        guard case .ready = pipeline.state(of: requests[9]) else {
            Issue.record("the newest picture was evicted")
            return
        }
        guard case .pending = pipeline.state(of: requests[0]) else {
            Issue.record("the oldest picture was kept over budget")
            return
        }
    }

    @Test func resampledImagesAreExactlyTheSizeAskedFor() throws {
        let request = try photo("r.jpg", width: 640, height: 480)
        let pipeline = PicturePipeline(onFinish: {})
        #expect(pipeline.image(for: request, size: PixelSize(width: 10, height: 10), fill: true) == nil)
        _ = made([request], by: pipeline)
        let filled = try #require(
            pipeline.image(for: request, size: PixelSize(width: 30, height: 10), fill: true))
        #expect(filled.size == PixelSize(width: 30, height: 10))
        let fitted = try #require(
            pipeline.image(for: request, size: PixelSize(width: 30, height: 10), fill: false))
        #expect(fitted.size == PixelSize(width: 13, height: 10))
    }

    @Test func aViewerPictureFitsItsBox() throws {
        let file = folder.write(
            try JPEGWriter().encode(TestPicture.quadrants(width: 2000, height: 1000)), to: "big.jpg")
        let request = try request(for: file, size: .fitting(PixelSize(width: 100, height: 100)))
        let pipeline = PicturePipeline(onFinish: {})
        guard case .ready(let picture) = made([request], by: pipeline)[0] else {
            Issue.record("not ready")
            return
        }
        #expect(picture.image.size == PixelSize(width: 100, height: 50))
        #expect(picture.image.pixel(x: 10, y: 10).red > 200)  // the red top-left quadrant, upright
    }

    // MARK: - The disk cache

    @Test func thumbnailsAreWrittenToTheSharedCacheWithTheirURIAndModificationTime() throws {
        let request = try photo("cached.jpg", width: 1000, height: 500)
        let location = cacheLocation()
        let pipeline = PicturePipeline(
            configuration: .init(diskCache: ThumbnailDiskCache(location: location)), onFinish: {})
        _ = made([request], by: pipeline)
        let uri = FileURI.make(for: request.file)
        for (size, expected) in [
            (ThumbnailCacheLocation.Size.large, PixelSize(width: 256, height: 128)),
            (.normal, PixelSize(width: 128, height: 64)),
        ] {
            let thumbnail = try ImageDecoder.decode(file: location.path(forURI: uri, size: size))
            #expect(thumbnail.image.size == expected)
            #expect(thumbnail.text["Thumb::URI"] == uri)
            #expect(thumbnail.text["Thumb::MTime"] == String(request.modifiedSeconds))
            #expect(thumbnail.text["Thumb::Image::Width"] == "1000")
            var status = stat()
            _ = location.path(forURI: uri, size: size).withPlatformString { stat($0, &status) }
            #expect(status.st_mode & 0o777 == 0o600)
        }
    }

    /// A file manager's valid thumbnail is used as it is: the pipeline shows its (green) pixels, not the
    /// photo's (red) ones.
    @Test func aValidThumbnailFromAnotherProgramIsReused() throws {
        let request = try photo("shared.jpg", width: 800, height: 600, color: (220, 0, 0))
        let location = cacheLocation()
        let uri = FileURI.make(for: request.file)
        let green = RGBImage(size: PixelSize(width: 256, height: 192), filledWith: (0, 200, 0))
        let thumbnail = try PNGEncoder.encode(
            green, text: [("Thumb::URI", uri), ("Thumb::MTime", String(request.modifiedSeconds))])
        folder.makeFolder("cache/thumbnails/large")
        folder.write(thumbnail, to: "cache/thumbnails/large/\(MD5.hex(uri.utf8)).png")
        let pipeline = PicturePipeline(
            configuration: .init(diskCache: ThumbnailDiskCache(location: location)), onFinish: {})
        guard case .ready(let picture) = made([request], by: pipeline)[0] else {
            Issue.record("not ready")
            return
        }
        #expect(picture.image.pixel(x: 5, y: 5) == (0, 200, 0))
    }

    @Test func aStaleThumbnailIsIgnoredAndRewritten() throws {
        let request = try photo("stale.jpg", width: 800, height: 600, color: (220, 0, 0))
        let location = cacheLocation()
        let uri = FileURI.make(for: request.file)
        let green = RGBImage(size: PixelSize(width: 256, height: 192), filledWith: (0, 200, 0))
        let stale = try PNGEncoder.encode(
            green, text: [("Thumb::URI", uri), ("Thumb::MTime", String(request.modifiedSeconds - 60))])
        folder.makeFolder("cache/thumbnails/large")
        let path = folder.write(stale, to: "cache/thumbnails/large/\(MD5.hex(uri.utf8)).png")
        let pipeline = PicturePipeline(
            configuration: .init(diskCache: ThumbnailDiskCache(location: location)), onFinish: {})
        guard case .ready(let picture) = made([request], by: pipeline)[0] else {
            Issue.record("not ready")
            return
        }
        #expect(picture.image.pixel(x: 5, y: 5).red > 180)
        #expect(try ImageDecoder.decode(file: path).text["Thumb::MTime"] == String(request.modifiedSeconds))
    }

    @Test func aDamagedPhotoIsShownButNotCached() throws {
        let jpeg = try JPEGWriter().encode(TestPicture.gradient(width: 640, height: 480))
        let file = folder.write(BrokenImages.truncated(jpeg, at: jpeg.count / 2), to: "half.jpg")
        let request = try request(for: file)
        let location = cacheLocation()
        let pipeline = PicturePipeline(
            configuration: .init(diskCache: ThumbnailDiskCache(location: location)), onFinish: {})
        guard case .ready(let picture) = made([request], by: pipeline)[0] else {
            Issue.record("not ready")
            return
        }
        #expect(picture.damage == "premature end of JPEG file")
        let cached = location.path(forURI: FileURI.make(for: file), size: .large)
        #expect(cached.withPlatformString { access($0, F_OK) } != 0)
    }
}

/// A count shared with worker threads.
final class Counter: Sendable {
    private let lock = Mutex(0)
    func increment() { lock.withLock { $0 += 1 } }
    var value: Int { lock.withLock { $0 } }
}
