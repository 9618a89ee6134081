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

    /// The path with these bytes (no NUL among them).
    init(bytes: [UInt8]) {
        self = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            FilePath(platformString: $0.baseAddress!)
        }
    }
}
