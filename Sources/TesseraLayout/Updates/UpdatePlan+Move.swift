extension UpdatePlan {
    /// One moved item: where it was before the batch and where it is after it.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// The item's index path before the batch.
        public var source: IndexPath
        /// The item's index path after the batch.
        public var destination: IndexPath

        /// Creates a move from `source` (before the batch) to `destination` (after it).
        public init(from source: IndexPath, to destination: IndexPath) {
            self.source = source
            self.destination = destination
        }

        /// `"[s, i] → [s, j]"`.
        public var description: String { "\(source) → \(destination)" }
    }
}
