import SystemPackage
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The picker's answer: the picked photos' paths as bytes for standard output.
enum PickedPaths {
    /// How `path` (a photo found under the library's `root`) is spelled for the person who typed `given`:
    /// `given` joined with the path below the root (`Pictures` → `Pictures/Trips/a.jpg`), or, when
    /// `given` named the photo itself, its folder as typed joined with the photo's name. A path that is
    /// not below the root (a list's entry) is written as it is.
    static func spelled(_ path: FilePath, root: FilePath, given: FilePath, givenIsPhoto: Bool) -> [UInt8] {
        var below = path
        guard below.removePrefix(root), !below.isEmpty else { return bytes(of: path) }
        var base = given
        if givenIsPhoto {
            base.removeLastComponent()
            if base.isEmpty { return bytes(of: below) }
        }
        var joined = bytes(of: base)
        if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
        return joined + bytes(of: below)
    }

    /// The paths one after another, each ended by a newline, or by a NUL with `nulSeparated` (`-0`).
    static func output(_ paths: [[UInt8]], nulSeparated: Bool) -> [UInt8] {
        let end: UInt8 = nulSeparated ? 0 : UInt8(ascii: "\n")
        return paths.flatMap { $0 + [end] }
    }

    /// Writes `bytes` to standard output; `false` when it cannot (a reader that went away: `SIGPIPE` is
    /// ignored, so that is an error here, not the end of the process).
    static func write(_ bytes: [UInt8]) -> Bool {
        _ = signal(SIGPIPE, SIG_IGN)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// The bytes of a path.
    static func bytes(of path: FilePath) -> [UInt8] {
        path.withPlatformString { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }
}

/// The list of files `tessera --pick -` reads from standard input.
enum FileListInput {
    /// The entries of `bytes`: one per line, or NUL-separated with `nulSeparated`; empty entries (blank
    /// lines) are skipped, everything else is kept byte for byte.
    static func paths(in bytes: [UInt8], nulSeparated: Bool) -> [FilePath] {
        let separator: UInt8 = nulSeparated ? 0 : UInt8(ascii: "\n")
        return bytes.split(separator: separator).map { entry in
            var terminated = entry.map { CChar(bitPattern: $0) }
            terminated.append(0)
            return terminated.withUnsafeBufferPointer { FilePath(platformString: $0.baseAddress!) }
        }
    }

    /// Everything on standard input, until its end.
    static func readStandardInput() -> [UInt8] {
        var contents: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return contents }
            contents += buffer[..<count]
        }
    }
}
