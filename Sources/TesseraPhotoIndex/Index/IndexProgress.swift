import SystemPackage

/// How far an ``IndexRun`` has got, reported after each batch of files.
public struct IndexProgress: Hashable, Sendable {
    /// Files checked so far (read again or found unchanged).
    public let done: Int
    /// Files to check in this run.
    public let total: Int
    /// Files whose facts changed in this batch (new, changed or gone), for the screen to update them.
    public let changed: [FilePath]
    /// Whether this is the run's last report.
    public let isFinished: Bool

    /// The status line's words for it: `Indexing 12,400 of 99,840…`.
    public var statusText: String {
        "Indexing \(MediaCounts.grouped(done)) of \(MediaCounts.grouped(total))…"
    }

    /// A report of `done` of `total`.
    public init(done: Int, total: Int, changed: [FilePath] = [], isFinished: Bool = false) {
        self.done = done
        self.total = total
        self.changed = changed
        self.isFinished = isFinished
    }
}
