import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of the photo an index worker reads, kept open while the photos it reads next lie in the
/// same folder (a scan lists them folder by folder): each photo is then opened by its name in it
/// (`openat`), and the kernel looks the folder's path up once per batch and folder, not once per photo.
///
/// Opened for reading, as the scan that listed the folder did; closed when the next photo lies elsewhere
/// and when the value goes away. A folder that cannot be opened so (one that can be searched but not
/// read) gives no descriptor, and its photos are opened by path as before.
struct OpenPhotoFolder: ~Copyable {
    /// The folder's path bytes (without a NUL), or empty before the first photo.
    private var folder: [UInt8] = []
    /// The folder open, or -1.
    private var descriptor: CInt = -1

    init() {}

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The open folder holding the file at `path`, opened now unless it holds the photo before; `nil`
    /// for a path without a folder part (`name.jpg`, `/name.jpg`) or a folder that cannot be opened.
    mutating func descriptor(holding path: FilePath) -> FileDescriptor? {
        let folderChanged = path.withPlatformString { start -> Bool in
            guard let last = strrchr(start, CInt(UInt8(ascii: "/"))), last > start else {
                folder = []
                return true
            }
            let slash = UnsafePointer(last) - start
            let prefix = UnsafeRawBufferPointer(start: start, count: slash)
            let isSame =
                prefix.count == folder.count
                && folder.withUnsafeBytes { memcmp($0.baseAddress!, prefix.baseAddress!, slash) == 0 }
            guard !isSame else { return false }
            folder = Array(prefix)
            return true
        }
        if folderChanged { reopen() }
        return descriptor >= 0 ? FileDescriptor(rawValue: descriptor) : nil
    }

    /// Closes the folder open and opens ``folder``.
    private mutating func reopen() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        guard !folder.isEmpty else { return }
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
        descriptor = (folder + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, flags) }
        }
    }
}
