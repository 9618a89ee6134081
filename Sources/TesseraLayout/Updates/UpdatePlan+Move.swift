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

        /// One end of a move.
        enum End {
            case source, destination
        }

        /// The index path at one end.
        subscript(end: End) -> IndexPath {
            switch end {
            case .source: source
            case .destination: destination
            }
        }

        /// `"[s, i] → [s, j]"`.
        public var description: String { "\(source) → \(destination)" }
    }
}
