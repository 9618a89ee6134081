import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FilePath {
    /// The path's bytes exactly as on disk, without the terminating NUL: the index's key.
    var bytes: [UInt8] {
        withPlatformString { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// The path with these bytes (no NUL among them), made through a NUL-terminated copy on the stack.
    init(bytes: UnsafeRawBufferPointer) {
        self = withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            if let source = bytes.baseAddress, bytes.count > 0 {
                buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: bytes.count) {
                    $0.update(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
                }
            }
            buffer[bytes.count] = 0
            return FilePath(platformString: buffer.baseAddress!)
        }
    }
}
