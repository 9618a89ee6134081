import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads image files whole (or their first bytes), refusing anything that is not a regular file before
/// reading a byte, so a FIFO or a device never blocks or floods the decoder.
enum FileReader {
    /// The first `prefix` bytes of `path` (all of them when `prefix` is nil), and whether that is the
    /// whole file. With `folder`, the open folder holding `path`, the file is opened by its name in that
    /// folder (``openForReading(_:in:)``).
    ///
    /// With `firstReading`, only that many bytes are read first, and the rest of `prefix` only when
    /// `isEnough` says those are not enough.
    static func read(
        _ path: FilePath, in folder: FileDescriptor? = nil, prefix: Int? = nil, limits: DecodeLimits,
        firstReading: Int? = nil, isEnough: ([UInt8]) -> Bool = { _ in false }
    )
        throws(ImageError) -> (bytes: [UInt8], isWhole: Bool)
    {
        let descriptor: FileDescriptor
        do {
            descriptor = try openForReading(path, in: folder)
        } catch {
            throw ImageError(message: String(describing: error))
        }
        defer { try? descriptor.close() }
        var status = stat()
        guard fstat(descriptor.rawValue, &status) == 0 else {
            throw ImageError(message: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        let size = Int(status.st_size)
        guard size > 0 else { throw .emptyFile }
        guard prefix != nil || size <= limits.maxFileBytes else { throw .overFileLimit(size, limits: limits) }
        let wanted = min(size, prefix ?? size, limits.maxFileBytes)
        if let firstReading, firstReading < wanted {
            let first = try readBytes(descriptor, count: firstReading)
            guard !first.isEmpty else { throw .emptyFile }
            if first.count < firstReading || isEnough(first) { return (first, first.count >= size) }
            let rest = try readBytes(descriptor, count: wanted - first.count)
            return (first + rest, first.count + rest.count >= size)
        }
        let bytes = try readBytes(descriptor, count: wanted)
        guard !bytes.isEmpty else { throw .emptyFile }
        return (bytes, bytes.count >= size)
    }

    /// Opens `path` to read it without blocking (a FIFO is refused after opening, by its status); with
    /// `folder`, the open folder holding `path`, opens the path's last component relative to it
    /// (`openat`), so the kernel looks up one name instead of every component of the path again.
    ///
    /// The folder is the one `folder` was opened on, even if it has been renamed since; its removal makes
    /// the opening fail as it would by path.
    static func openForReading(_ path: FilePath, in folder: FileDescriptor?) throws(Errno) -> FileDescriptor {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        while true {
            let descriptor = path.withPlatformString { path in
                // The last component: what follows the last `/` (the path is normalised, with no `/` at its end).
                let name = strrchr(path, CInt(UInt8(ascii: "/"))).map { UnsafePointer($0 + 1) } ?? path
                guard let folder, name.pointee != 0 else { return open(path, flags) }
                return openat(folder.rawValue, name, flags)
            }
            if descriptor >= 0 { return FileDescriptor(rawValue: descriptor) }
            guard errno == EINTR else { throw Errno(rawValue: errno) }
        }
    }

    /// Up to `count` bytes from where the file's offset is (fewer if it shrank meanwhile).
    private static func readBytes(_ descriptor: FileDescriptor, count: Int) throws(ImageError) -> [UInt8] {
        do {
            return try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                initialized = 0
                while initialized < count {
                    let read = try descriptor.read(
                        into: UnsafeMutableRawBufferPointer(
                            UnsafeMutableBufferPointer(rebasing: buffer[initialized...])))
                    if read == 0 { break }
                    initialized += read
                }
            }
        } catch {
            throw ImageError(message: String(describing: error))
        }
    }
}
