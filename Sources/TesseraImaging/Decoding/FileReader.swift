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
    /// whole file.
    static func read(_ path: FilePath, prefix: Int? = nil, limits: DecodeLimits) throws(ImageError) -> (
        bytes: [UInt8], isWhole: Bool
    ) {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking, .closeOnExec])
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
        let bytes = try readBytes(descriptor, count: wanted)
        guard !bytes.isEmpty else { throw .emptyFile }
        return (bytes, bytes.count >= size)
    }

    /// Up to `count` bytes from the start of the file (fewer if it shrank meanwhile).
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
