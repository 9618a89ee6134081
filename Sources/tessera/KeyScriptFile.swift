import ArgumentParser

#if canImport(Glibc)
    import Glibc
#endif

/// Reads `snapshot --keys-file`: a file of key names, or standard input for `-`.
enum KeyScriptFile {
    /// The whole text of the file at `path` (standard input for `-`), or a one-line error naming it.
    static func read(_ path: String) throws -> String {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path) }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func failure(_ path: String) -> ValidationError {
        ValidationError("--keys-file cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
}
