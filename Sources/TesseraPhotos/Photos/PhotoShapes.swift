import Dispatch
import Synchronization
import TesseraImaging
import TesseraPhotoLibrary

/// The upright pixel sizes of photos (EXIF orientation applied), read from their headers in the
/// background, so that the Feed's justified rows show every photo whole in its own shape.
///
/// ``read(_:)`` reads the headers of the photos it has not seen (``ImageDecoder/info(of:limits:)``), in
/// batches taken in the order given by every core at once, and reports each batch through `onChange` (the
/// terminal's wake-up); files a header does not size (videos) learn their size from their thumbnail
/// instead (``learn(_:for:)``). The main thread only asks (``size(of:)``, ``generation``): it never waits,
/// except headless runs, which call ``wait(for:)`` (the photos a screen shows) or ``wait()`` (all) so
/// their screens do not depend on timing. A headless run reads no more than it waits for: without
/// `readsAhead`, ``read(_:)`` only notes the photos, and the waits read them, on every core.
final class PhotoShapes: Sendable {
    /// Files per batch after the first few: a layout is prepared again after each report.
    static let batchSize = 256
    /// Files in each of the first batches, so that the first screen's photos are known early.
    static let firstBatchSize = 32

    private struct State {
        var sizes: [Photo: PixelSize] = [:]
        /// Photos asked for whose header has not been read yet (or failed).
        var asked: Set<Photo> = []
        /// Photos asked for whose header read has not finished yet.
        var pending: Set<Photo> = []
        /// Counts the changes to `sizes`.
        var generation = 0
    }

    private let state = Mutex(State())
    private let reads = DispatchGroup()
    /// Signalled after every batch read, for ``wait(for:)``.
    private let progress = DispatchSemaphore(value: 0)
    private let onChange: @Sendable () -> Void
    /// Whether ``read(_:)`` starts reading at once, rather than when a wait asks for the shapes.
    let readsAhead: Bool

    /// Shapes reported through `onChange`, called from a worker thread after each batch of sizes learnt;
    /// read in the background from the start with `readsAhead`, else only when waited for.
    init(readsAhead: Bool = true, onChange: @escaping @Sendable () -> Void = {}) {
        self.readsAhead = readsAhead
        self.onChange = onChange
    }

    /// The upright size of `photo`, when known.
    func size(of photo: Photo) -> PixelSize? {
        state.withLock { $0.sizes[photo] }
    }

    /// Increases whenever a size is learnt: a screen compares it with the one its layout was made with.
    var generation: Int { state.withLock { $0.generation } }

    /// Starts reading the sizes of `photos` not asked for before, in this order, on worker threads (or,
    /// without ``readsAhead``, notes them for a wait to read).
    func read(_ photos: [Photo]) {
        let fresh = state.withLock { state in
            let fresh = photos.filter { state.sizes[$0] == nil && state.asked.insert($0).inserted }
            state.pending.formUnion(fresh)
            return fresh
        }
        guard !fresh.isEmpty, readsAhead else { return }
        reads.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { reads.leave() }
            readOnEveryCore(fresh)
        }
    }

    /// Reads `photos` in batches, in order, on every core; returns when all are read.
    private func readOnEveryCore(_ photos: [Photo]) {
        let batches = Self.batches(of: photos.count)
        ParallelWork.run(count: batches.count) { [self] index in readBatch(photos[batches[index]]) }
    }

    /// The ranges of `count` files read as one batch each: a few small ones first, then ``batchSize``.
    static func batches(of count: Int) -> [Range<Int>] {
        var batches: [Range<Int>] = []
        var start = 0
        while start < count {
            let size = batches.count < 4 ? firstBatchSize : batchSize
            batches.append(start..<min(start + size, count))
            start += size
        }
        return batches
    }

    private func readBatch(_ batch: ArraySlice<Photo>) {
        let sizes = batch.compactMap { photo in
            (try? ImageDecoder.info(of: photo.path)).map { (photo, $0.size) }
        }
        let learnt = state.withLock { state in
            state.pending.subtract(batch)
            var learnt = false
            for (photo, size) in sizes where size.width > 0 && size.height > 0 {
                state.sizes[photo] = size
                learnt = true
            }
            if learnt { state.generation += 1 }
            return learnt
        }
        progress.signal()
        if learnt { onChange() }
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

    /// Whether the header reads of all of `photos` asked for have finished (read or failed).
    func hasRead(_ photos: some Sequence<Photo>) -> Bool {
        state.withLock { state in photos.allSatisfy { !state.pending.contains($0) } }
    }

    /// Blocks until the header reads of all of `photos` asked for have finished (reading them here
    /// without ``readsAhead``). One thread waits at a time (the main thread of a headless run).
    func wait(for photos: some Sequence<Photo>) {
        guard readsAhead else {
            let unread = state.withLock { state in photos.filter { state.pending.contains($0) } }
            readOnEveryCore(unread)
            return
        }
        while !hasRead(photos) { progress.wait() }
    }

    /// Blocks until every read asked for so far has finished (reading them here without ``readsAhead``).
    func wait() {
        if !readsAhead {
            readOnEveryCore(state.withLock { Array($0.pending) })
        }
        reads.wait()
    }
}
