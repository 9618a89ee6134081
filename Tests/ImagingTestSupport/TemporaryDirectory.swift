import SystemPackage
import SystemTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory from `mkdtemp`, removed with everything in it when the value goes away.
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let path: FilePath

    /// Creates `/tmp/tessera-imaging-XXXXXX` (or under `$TMPDIR`); traps if the system cannot.
    public init() {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/tessera-imaging-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed: errno \(errno)")
        path = FilePath(platformString: template)
    }

    deinit {
        Self.remove(path)
    }

    /// Writes `bytes` to the file `name` in the directory and returns its path.
    @discardableResult
    public func write(_ bytes: [UInt8], to name: String) -> FilePath {
        write(bytes, to: path.appending(name))
    }

    /// Writes `bytes` to a file named by raw bytes (which need not be UTF-8) and returns its path.
    @discardableResult
    public func write(_ bytes: [UInt8], toRawName name: [UInt8]) -> FilePath {
        let full = Array(path.string.utf8) + [UInt8(ascii: "/")] + name
        return write(bytes, to: FilePath(platformString: full.map { CChar(bitPattern: $0) } + [0]))
    }

    /// Makes the folder `relative` (and its parents) in the directory and returns its path.
    @discardableResult
    public func makeFolder(_ relative: String) -> FilePath {
        var folder = path
        for component in FilePath(relative).components {
            folder.append(component)
            let made = folder.withPlatformString { mkdir($0, 0o755) }
            precondition(made == 0 || errno == EEXIST, "mkdir failed: errno \(errno)")
        }
        return folder
    }

    /// Makes a FIFO named `name` in the directory and returns its path.
    public func makeFIFO(named name: String) -> FilePath {
        let fifo = path.appending(name)
        let made = fifo.withPlatformString { mkfifo($0, 0o600) }
        precondition(made == 0, "mkfifo failed: errno \(errno)")
        return fifo
    }

    /// Writes the file and returns once no process holds it open for writing any more, so a folder
    /// watcher has its `IN_CLOSE_WRITE` (see `waitUntilLastWriterClosed(_:limit:)`).
    private func write(_ bytes: [UInt8], to file: FilePath) -> FilePath {
        do {
            let descriptor = try FileDescriptor.open(
                file, .writeOnly, options: [.create, .truncate, .closeOnExec], permissions: [.ownerReadWrite])
            _ = try descriptor.closeAfter { try descriptor.writeAll(bytes) }
            try file.withPlatformString { try waitUntilLastWriterClosed($0) }
        } catch {
            preconditionFailure("cannot write \(file): \(error)")
        }
        return file
    }

    /// Removes `directory` and everything below it (no symbolic link is followed).
    private static func remove(_ directory: FilePath) {
        if let stream = directory.withPlatformString({ opendir($0) }) {
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    Array(raw.prefix { $0 != 0 })
                }
                guard name != [46], name != [46, 46] else { continue }
                let child = FilePath(
                    platformString: Array(directory.string.utf8).map { CChar(bitPattern: $0) } + [47]
                        + name.map { CChar(bitPattern: $0) } + [0])
                var status = stat()
                let isDirectory =
                    child.withPlatformString { lstat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
                if isDirectory { remove(child) } else { _ = child.withPlatformString { unlink($0) } }
            }
            closedir(stream)
        }
        _ = directory.withPlatformString { rmdir($0) }
    }
}
