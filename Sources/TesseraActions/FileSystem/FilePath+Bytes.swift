import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FilePath {
    /// A path made of exactly these bytes (no NUL among them).
    init(bytes: some Collection<UInt8>) {
        var terminated = bytes.map { CChar(bitPattern: $0) }
        terminated.append(0)
        self = terminated.withUnsafeBufferPointer { FilePath(platformString: $0.baseAddress!) }
    }

    /// The path's bytes exactly as the file system sees them.
    var bytes: [UInt8] {
        withPlatformString { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// The path for messages: bytes that are not UTF-8 repaired with U+FFFD.
    var displayed: String { String(decoding: bytes, as: UTF8.self) }

    /// The folder holding this path: all but its last component (`.` for a bare name).
    var folder: FilePath {
        var copy = self
        copy.removeLastComponent()
        return copy.isEmpty ? FilePath(".") : copy
    }

    /// The last component's bytes (the file's name); empty for `/`.
    var nameBytes: [UInt8] {
        guard let last = lastComponent else { return [] }
        return last.withPlatformString { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// This path with one more component whose name has these bytes.
    func appending(name: [UInt8]) -> FilePath {
        var joined = bytes
        if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
        return FilePath(bytes: joined + name)
    }

    /// This path made absolute against the current folder, with `.` and `..` taken out lexically (as
    /// GLib's `g_canonicalize_filename`; symbolic links are not followed).
    var absolute: FilePath {
        var path = self
        if !path.isAbsolute, let current = getcwd(nil, 0) {
            defer { free(current) }
            path = FilePath(platformString: current).pushing(path)
        }
        return path.lexicallyNormalized()
    }

    /// The real path of this file's folder (symbolic links resolved) joined with its own name, so a link
    /// keeps its name; `nil` when the folder cannot be resolved.
    var withResolvedFolder: FilePath? {
        guard let real = folder.withPlatformString({ realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return FilePath(platformString: real).appending(name: nameBytes)
    }
}
