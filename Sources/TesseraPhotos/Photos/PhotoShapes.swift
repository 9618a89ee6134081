import Dispatch
import Synchronization
import TesseraImaging
import TesseraPhotoLibrary

/// The upright pixel sizes of photos (EXIF orientation applied), read from their headers on a background
/// thread, so that the Feed's justified rows show every photo whole in its own shape.
///
/// ``read(_:)`` reads the headers of the photos it has not seen (``ImageDecoder/info(of:limits:)``, a
/// 64 KiB prefix each), in the order given, and reports each batch through `onChange` (the terminal's
/// wake-up); files a header does not size (videos) learn their size from their thumbnail instead
/// (``learn(_:for:)``). The main thread only asks (``size(of:)``, ``generation``): it never waits, except
/// headless runs, which call ``wait()`` so their screens do not depend on timing.
final class PhotoShapes: Sendable {
    /// Files per report: a layout is prepared again after each.
    static let batchSize = 256

    private struct State {
        var sizes: [Photo: PixelSize] = [:]
        /// Photos asked for whose header has not been read yet (or failed).
        var asked: Set<Photo> = []
        /// Counts the changes to `sizes`.
        var generation = 0
    }

    private let state = Mutex(State())
    private let reads = DispatchGroup()
    private let onChange: @Sendable () -> Void

    /// Shapes reported through `onChange`, called from a worker thread after each batch of sizes learnt.
    init(onChange: @escaping @Sendable () -> Void = {}) {
        self.onChange = onChange
    }

    /// The upright size of `photo`, when known.
    func size(of photo: Photo) -> PixelSize? {
        state.withLock { $0.sizes[photo] }
    }

    /// Increases whenever a size is learnt: a screen compares it with the one its layout was made with.
    var generation: Int { state.withLock { $0.generation } }

    /// Starts reading the sizes of `photos` not asked for before, in this order, on a worker thread.
    func read(_ photos: [Photo]) {
        let fresh = state.withLock { state in
            photos.filter { state.sizes[$0] == nil && state.asked.insert($0).inserted }
        }
        guard !fresh.isEmpty else { return }
        reads.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { reads.leave() }
            for start in stride(from: 0, to: fresh.count, by: Self.batchSize) {
                let batch = fresh[start..<min(start + Self.batchSize, fresh.count)]
                let sizes = batch.compactMap { photo in
                    (try? ImageDecoder.info(of: photo.path)).map { (photo, $0.size) }
                }
                guard !sizes.isEmpty else { continue }
                state.withLock { state in
                    for (photo, size) in sizes where size.width > 0 && size.height > 0 {
                        state.sizes[photo] = size
                    }
                    state.generation += 1
                }
                onChange()
            }
        }
    }

    /// Records the size of `photo` learnt some other way (its thumbnail's source size).
    func learn(_ size: PixelSize, for photo: Photo) {
        guard size.width > 0, size.height > 0 else { return }
        state.withLock { state in
            guard state.sizes[photo] != size else { return }
            state.sizes[photo] = size
            state.generation += 1
        }
    }

    /// Blocks until every read started so far has finished.
    func wait() {
        reads.wait()
    }
}
