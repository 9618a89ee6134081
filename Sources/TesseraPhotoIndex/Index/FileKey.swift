import SystemPackage
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells one version of a file from another: size, modification time and inode (a file replaced by
/// another of the same size and time, as `mv` over it does, still differs).
struct FileKey: Hashable, Sendable {
    /// Bytes (`st_size`).
    let size: Int64
    /// `st_mtim`'s seconds.
    let modifiedSeconds: Int64
    /// `st_mtim`'s nanoseconds.
    let modifiedNanoseconds: Int64
    /// `st_ino`, its bits kept in a signed integer as SQLite stores it.
    let inode: Int64

    /// The key of the file at `path` now (following a symbolic link), or `nil` when it cannot be `stat`ed.
    init?(path: FilePath) {
        var status = stat()
        guard path.withPlatformString({ stat($0, &status) }) == 0 else { return nil }
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        self.init(
            size: Int64(status.st_size), modifiedSeconds: Int64(time.tv_sec),
            modifiedNanoseconds: Int64(time.tv_nsec), inode: Int64(bitPattern: UInt64(status.st_ino)))
    }

    /// The key of the version of the file that the scan which made `photo` saw
    /// (``Photo/scannedVersion``); `nil` for a photo made otherwise.
    init?(scanned photo: Photo) {
        guard let version = photo.scannedVersion else { return nil }
        self.init(version)
    }

    /// The key of `version`.
    init(_ version: FileVersion) {
        self.init(
            size: version.byteCount, modifiedSeconds: version.modified.seconds,
            modifiedNanoseconds: Int64(version.modified.nanoseconds), inode: Int64(bitPattern: version.inode))
    }

    init(size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, inode: Int64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
    }
}
