import Synchronization

/// A flag that stops a decode already under way, for a picture nobody wants any more (its item scrolled
/// away): the decoders look at it between batches of rows, where stopping costs nothing, and throw
/// ``ImageError/cancelled``.
///
/// JPEG and PNG look between every ``rowsPerCheck`` rows (an interlaced PNG between passes); other formats
/// are decoded by one library call and look only before it. Safe to share between threads: one thread
/// cancels while another decodes.
public final class DecodeCancellation: Sendable {
    /// How many rows a JPEG or PNG decode reads between two looks at the flag.
    public static let rowsPerCheck = 16

    private let flag = Atomic<Bool>(false)
    private let looks = Atomic<Int>(0)
    /// The look at which the flag raises itself, if any: a decode stopped part way at a known point
    /// (tests).
    private let raisingLook: Int?

    /// A flag not yet raised.
    public init() {
        raisingLook = nil
    }

    /// A flag that raises itself at the decoder's `look`th look (1 is before anything is read).
    init(raisingAtLook look: Int) {
        raisingLook = look
    }

    /// Asks the decode to stop at its next look. Safe from any thread.
    public func cancel() {
        flag.store(true, ordering: .releasing)
    }

    /// Takes the request back while the decode may still run (the picture is wanted again); a decode that
    /// already stopped stays stopped.
    public func resume() {
        flag.store(false, ordering: .releasing)
    }

    /// Whether ``cancel()`` was called and not taken back.
    public var isCancelled: Bool { flag.load(ordering: .acquiring) }

    /// How many times a decoder looked at the flag: the decode's progress in batches of rows.
    public var lookCount: Int { looks.load(ordering: .relaxed) }

    /// Throws ``ImageError/cancelled`` when the decode should stop; counts the look.
    func check() throws(ImageError) {
        let look = looks.add(1, ordering: .relaxed).newValue
        if let raisingLook, look >= raisingLook { cancel() }
        if isCancelled { throw .cancelled }
    }
}

extension ImageError {
    /// The decode was stopped part way (``DecodeCancellation``): nothing is wrong with the file.
    public static let cancelled = ImageError(reason: "cancelled")
}
