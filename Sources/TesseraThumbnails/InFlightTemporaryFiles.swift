import Synchronization
import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files being written into the shared thumbnail cache, kept where a signal handler can
/// remove them: a signal or `exit` in the middle of a write must not leave a `*.png.tessera-PID-RAND` file
/// behind for other programs to trip over.
///
/// A fixed table of paths of at most `PATH_MAX` bytes, allocated once, and two atomic bit masks (slots
/// taken, slots holding a complete path): ``removeAll()`` only reads them and calls `unlink`, so it is
/// async-signal-safe. Whoever ends the process calls it on ``shared`` (the executable registers that with
/// the terminal's signal and exit handling); stale files of processes that died anyway (`SIGKILL`) are
/// swept at the next start (``ThumbnailDiskCache/removeStaleTemporaryFiles()``).
///
/// `@unchecked Sendable`, soundly: the only mutable state outside the atomics is the raw table of paths,
/// and a slot of it is written only by the thread that took the slot with a compare-exchange on
/// `takenSlots`, before the slot is marked complete; readers read only complete slots.
public final class InFlightTemporaryFiles: @unchecked Sendable {
    /// The table the disk cache writes through. Touch it (``prepare()``) before installing a handler that
    /// uses it, so no handler ever initialises it.
    public static let shared = InFlightTemporaryFiles(slotCount: 32)

    /// How many temporary files may be in flight at once (a write without a free slot is not made).
    let slotCount: Int
    private let pathCapacity = Int(PATH_MAX)
    private let takenSlots = Atomic<UInt64>(0)
    private let completeSlots = Atomic<UInt64>(0)
    private let paths: UnsafeMutablePointer<CChar>

    /// A table of `slotCount` paths (at most 64).
    init(slotCount: Int) {
        self.slotCount = min(max(slotCount, 1), 64)
        paths = UnsafeMutablePointer<CChar>.allocate(capacity: self.slotCount * pathCapacity)
        paths.initialize(repeating: 0, count: self.slotCount * pathCapacity)
    }

    deinit {
        paths.deallocate()
    }

    /// Creates ``shared`` now, so that a signal handler never has to.
    public static func prepare() {
        _ = shared
    }

    /// Records `path` as in flight and returns its slot, or `nil` when the table is full or the path too
    /// long (then the file should not be written).
    func register(_ path: FilePath) -> Int? {
        let bytes = path.withPlatformString { Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1)) }
        guard bytes.count <= pathCapacity else { return nil }
        var taken = takenSlots.load(ordering: .sequentiallyConsistent)
        while true {
            guard let slot = (0..<slotCount).first(where: { taken & Self.bit($0) == 0 }) else { return nil }
            let (exchanged, current) = takenSlots.compareExchange(
                expected: taken, desired: taken | Self.bit(slot), ordering: .sequentiallyConsistent)
            if exchanged {
                let start = paths + slot * pathCapacity
                for (index, byte) in bytes.enumerated() { start[index] = byte }
                completeSlots.bitwiseOr(Self.bit(slot), ordering: .sequentiallyConsistent)
                return slot
            }
            taken = current
        }
    }

    /// Forgets the file in `slot` (renamed into place, or removed).
    func finish(_ slot: Int) {
        completeSlots.bitwiseAnd(~Self.bit(slot), ordering: .sequentiallyConsistent)
        takenSlots.bitwiseAnd(~Self.bit(slot), ordering: .sequentiallyConsistent)
    }

    /// Removes every file in flight. Async-signal-safe: reads the table and calls `unlink`, nothing else.
    public func removeAll() {
        let complete = completeSlots.load(ordering: .sequentiallyConsistent)
        for slot in 0..<slotCount where complete & Self.bit(slot) != 0 {
            _ = unlink(paths + slot * pathCapacity)
        }
    }

    private static func bit(_ slot: Int) -> UInt64 { 1 << UInt64(slot) }
}
