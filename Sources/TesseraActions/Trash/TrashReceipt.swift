import SystemPackage

/// What moving one file to the trash did, enough to put it back (``Trash/putBack(_:)``).
public struct TrashReceipt: Hashable, Sendable {
    /// Where the file was, absolute.
    public let originalPath: FilePath
    /// Where it is now: `files/NAME` in the trash folder.
    public let trashedPath: FilePath
    /// Its `info/NAME.trashinfo`.
    public let infoPath: FilePath
}
