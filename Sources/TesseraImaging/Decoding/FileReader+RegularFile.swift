import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileReader {
    /// Throws unless `path` is a regular file with at least one byte (after following symbolic links),
    /// for the decoders that open files themselves: a FIFO or a device is refused before they block on it.
    static func checkRegularFile(_ path: FilePath) throws(ImageError) {
        var status = stat()
        let result = path.withCString { stat($0, &status) }
        guard result == 0 else { throw ImageError(message: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        guard status.st_size > 0 else { throw .emptyFile }
    }
}
