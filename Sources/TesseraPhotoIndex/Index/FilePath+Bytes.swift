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

    /// The name of the file, as a scan names its photos: the bytes after the last `/`, invalid UTF-8
    /// repaired with U+FFFD (one pass over the bytes; `lastComponent` parses the whole path first).
    var fileName: String {
        withPlatformString { start in
            let bytes = UnsafeRawBufferPointer(start: start, count: strlen(start))
            let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            return String(decoding: bytes[nameStart...], as: UTF8.self)
        }
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
