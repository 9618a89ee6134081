import SystemPackage

/// What one ``Trash/moveToTrash(_:progress:)`` did: the files now in the trash, and those left in place.
public struct TrashOutcome: Sendable {
    /// A receipt for each file moved to the trash, in the order given.
    public internal(set) var receipts: [TrashReceipt] = []
    /// Each file that stayed where it was, and why.
    public internal(set) var failures: [TrashFailure] = []
}

/// A file that could not be moved to the trash (it is still where it was).
public struct TrashFailure: Equatable, Sendable {
    /// The path as it was given.
    public let path: FilePath
    /// Why.
    public let error: TrashError
}
