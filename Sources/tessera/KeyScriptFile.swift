import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads `snapshot --keys-file`: a file of key names, or standard input for `-`.
enum KeyScriptFile {
    /// The largest script read: about three million keys (a 100,000-key script is half a megabyte), so that
    /// `/dev/zero` or a stray disk image ends in an error rather than in exhausted memory.
    static let maximumBytes = 16 << 20

    /// The whole text of the file at `path` (standard input for `-`), or a one-line error naming it.
    static func read(_ path: String) throws -> String {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path) }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, into: $0) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            bytes += buffer[..<count]
            guard bytes.count <= maximumBytes else {
                throw ValidationError("--keys-file '\(path)' is over the limit of \(maximumBytes >> 20) MiB")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func failure(_ path: String) -> ValidationError {
        ValidationError("--keys-file cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
}

/// One `read` of `descriptor` into `buffer`: the C library's, which ``KeyScriptFile/read(_:)`` hides inside
/// the type.
private func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
