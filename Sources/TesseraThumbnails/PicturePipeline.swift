import Dispatch
import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes pictures of photos off the main thread and keeps them in memory, so the screen never waits.
///
/// The main thread asks ``state(of:)`` while drawing and draws a placeholder for what is not ready; after
/// the frame it tells the pipeline what it ``want(_:)``s, most urgent first (what is visible, then a page
/// ahead in the direction of travel). Asking has no effect beyond the cache's recency: what a frame wants
/// is said once, as a value, not gathered from the lookups. Work a later list leaves out is cancelled:
/// waiting work is dropped, and a started JPEG, PNG or GIF decode stops at its next batch of rows
/// (``stoppedDecodes``). A bounded pool of workers (one per core) reads valid thumbnails from the disk
/// cache or decodes the photo, and calls `onFinish` from its thread — the terminal's run loop uses it to
/// wake up. The main thread then ``collectFinished()`` into an in-memory cache that forgets the least
/// recently used pictures beyond its byte budget.
///
/// The pipeline's front — everything but the workers — belongs to the main actor, and the compiler checks
/// it: the workers share only the `Sendable` work queue and `onFinish` with it.
@MainActor
public final class PicturePipeline {
    /// How the pipeline works.
    public struct Configuration: Sendable {
        /// How many pictures are made at once (default: one per core).
        public var workers: Int
        /// The most bytes the pictures in memory may take together (default 64 MiB).
        public var memoryByteLimit: Int
        /// The freedesktop thumbnail cache to read and write, or `nil` for none (`--no-cache`).
        public var diskCache: ThumbnailDiskCache?
        /// Refuses decompression bombs.
        public var decodeLimits: DecodeLimits
        /// What transparent pixels are composited over.
        public var background: (UInt8, UInt8, UInt8)
        /// Called on a worker's thread with each request it took, before making it (tests hold a worker
        /// there to cancel a started decode).
        var workerWillMake: (@Sendable (PictureRequest) -> Void)?

        /// Creates a configuration.
        public init(
            workers: Int = Self.processorCount, memoryByteLimit: Int = 64 << 20,
            diskCache: ThumbnailDiskCache? = nil, decodeLimits: DecodeLimits = .standard,
            background: (UInt8, UInt8, UInt8) = (0, 0, 0)
        ) {
            self.workers = max(workers, 1)
            self.memoryByteLimit = memoryByteLimit
            self.diskCache = diskCache
            self.decodeLimits = decodeLimits
            self.background = background
        }

        /// The number of processors online.
        public static var processorCount: Int { max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }
    }

    private let configuration: Configuration
    private let queue = PictureWorkQueue()
    private var memory: LeastRecentlyUsedCache<MemoryKey, MemoryValue>

    /// Starts the workers. `onFinish` is called from a worker's thread after each picture is made.
    public init(configuration: Configuration = Configuration(), onFinish: @escaping @Sendable () -> Void) {
        self.configuration = configuration
        memory = LeastRecentlyUsedCache(byteLimit: configuration.memoryByteLimit)
        let maker = PictureMaker(
            diskCache: configuration.diskCache, limits: configuration.decodeLimits,
            background: configuration.background)
        if let diskCache = configuration.diskCache {
            InFlightTemporaryFiles.prepare()
            DispatchQueue.global(qos: .utility).async { diskCache.removeStaleTemporaryFiles() }
        }
        let willMake = configuration.workerWillMake
        for _ in 0..<configuration.workers {
            WorkerThread.start { [queue] in
                while let (request, zoomSource, cancellation) = queue.nextRequest() {
                    willMake?(request)
                    let made = maker.make(request, zoomSource: zoomSource, cancellation: cancellation)
                    guard let (state, isNewThumbnail, newZoomSource) = made else {
                        queue.stopped(request)
                        continue
                    }
                    queue.finish(
                        request, with: state, storing: isNewThumbnail,
                        byProduct: newZoomSource.map { (request.zoomSourceRequest, .ready($0)) })
                    onFinish()
                    guard isNewThumbnail else { continue }
                    maker.store(state, for: request)
                    queue.finishStoring()
                }
            }
        }
    }

    deinit {
        queue.shutDown(workers: configuration.workers)
    }

    /// The picture for `request` if it is in memory (it becomes the most recently used), its failure,
    /// or ``PictureState/pending``.
    public func state(of request: PictureRequest) -> PictureState {
        if case .picture(let state) = memory[.picture(request)] { return state }
        return .pending
    }

    /// The picture for `request` resampled to exactly `size`: cropped to fill it (`fill`) or fitted inside
    /// it with its aspect kept (`fit`, so the result may be smaller in one dimension). Made once from the
    /// picture in memory, then kept there too; `nil` while the picture is not ready.
    public func image(for request: PictureRequest, size: PixelSize, fill: Bool) -> RGBImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        let key = MemoryKey.resampled(request, size, fill: fill)
        if case .image(let image) = memory[key] { return image }
        guard case .ready(let picture) = state(of: request) else { return nil }
        let image =
            fill
            ? picture.image.croppedToFill(size)
            : picture.image.resampled(to: picture.image.fittingSize(in: size))
        memory.insert(.image(image), for: key, cost: image.byteCount)
        return image
    }

    /// `region` of the picture for `request` (in its pixels) resampled to exactly `size`: a zoomed view's
    /// stand-in scaled up from the picture already on screen while the sharp one is made. Made once, then
    /// kept in memory too; `nil` while the picture is not ready.
    public func image(for request: PictureRequest, region: PixelRect, size: PixelSize) -> RGBImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        let key = MemoryKey.cut(request, region, size)
        if case .image(let image) = memory[key] { return image }
        guard case .ready(let picture) = state(of: request) else { return nil }
        let image = picture.image.resampled(region: region, to: size)
        memory.insert(.image(image), for: key, cost: image.byteCount)
        return image
    }

    /// Makes `requests`, most urgent first, the work to do; anything waiting that is not among them is
    /// dropped, and what is already in memory is not made again. The app calls it once per frame, after
    /// presenting it.
    public func want(_ requests: [PictureRequest]) {
        var seen = Set<PictureRequest>()
        // A loop, not `filter`: a closure made on the main actor checks its executor at every call.
        var missing: [PictureRequest] = []
        for request in requests where !memory.contains(.picture(request)) && seen.insert(request).inserted {
            missing.append(request)
        }
        queue.replaceWaiting(with: missing, zoomSources: zoomSources(for: missing))
    }

    /// The bounded whole decodes in memory for the region requests among `requests`, so a pan over a
    /// PNG or HEIC cuts its picture from the decode made for the first view instead of decoding again.
    private func zoomSources(for requests: [PictureRequest]) -> [PictureRequest: Picture] {
        var sources: [PictureRequest: Picture] = [:]
        for request in requests {
            guard case .region = request.size,
                case .picture(.ready(let source)) = memory[.picture(request.zoomSourceRequest)]
            else { continue }
            sources[request] = source
        }
        return sources
    }

    /// Moves the pictures finished since the last call into memory. Returns whether there were any.
    @discardableResult
    public func collectFinished() -> Bool {
        let finished = queue.takeFinished()
        for (request, state) in finished {
            memory.insert(.picture(state), for: .picture(request), cost: MemoryValue.picture(state).byteCount)
        }
        return !finished.isEmpty
    }

    /// Whether nothing is waiting, being made or being written to the disk cache.
    public var isIdle: Bool { queue.isIdle }

    /// How many decodes stopped part way because a later ``want(_:)`` no longer named their picture (its
    /// item scrolled away); their results are never delivered.
    public var stoppedDecodes: Int { queue.stoppedDecodes }

    /// Blocks until nothing is waiting, being made or being written to the disk cache, then collects the
    /// results.
    public func waitUntilIdle() {
        queue.waitUntilIdle()
        collectFinished()
    }

    /// Blocks until every one of `requests` that is wanted (``want(_:)``) and not yet made is made, then
    /// collects what finished: for headless runs, which draw a frame once what it shows is ready, so
    /// their screens do not depend on timing. Other work goes on in the background.
    public func wait(for requests: [PictureRequest]) {
        // Only this thread wants more, so a request made stays made: each is looked at until it is.
        var unmade = requests[...]
        while let next = unmade.first {
            if queue.isWaitingOrStarted(next) { queue.waitForProgress() } else { unmade.removeFirst() }
        }
        collectFinished()
    }

    /// Drops the waiting work and blocks until the workers have finished what they started, disk-cache
    /// writes included, so quitting never leaves a half-written temporary file in the cache.
    public func finishWork() {
        queue.replaceWaiting(with: [])
        queue.waitUntilIdle()
    }

    /// What the in-memory pictures cost together, in bytes.
    public var memoryByteCount: Int { memory.byteCount }
}

extension PictureRequest {
    /// The same photo's bounded whole decode for zooming (``PictureSize/zoomSource``).
    var zoomSourceRequest: PictureRequest {
        var request = self
        request.size = .zoomSource
        return request
    }
}

/// What the in-memory cache is keyed by: a made picture, or one resampled to an item's size (or a region
/// of it to a zoomed view's).
private enum MemoryKey: Hashable {
    case picture(PictureRequest)
    case resampled(PictureRequest, PixelSize, fill: Bool)
    case cut(PictureRequest, PixelRect, PixelSize)
}

/// What the in-memory cache holds.
private enum MemoryValue {
    case picture(PictureState)
    case image(RGBImage)

    /// What the value costs, in bytes.
    var byteCount: Int {
        switch self {
        case .picture(.ready(let picture)): picture.image.byteCount
        case .picture(.failed(let reason)): 64 + reason.utf8.count
        case .picture(.pending): 64
        case .image(let image): image.byteCount
        }
    }
}
