import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FilePath {
    /// This path with one more component, whose name has these bytes (as `readdir` gives them: not empty,
    /// no `/`, no NUL).
    ///
    /// Made from the bytes in one go: appending a `FilePath.Component` costs several times as much (most
    /// of all in debug builds, where swift-system checks its invariants at every step).
    func appending(name: some Collection<UInt8>) -> FilePath {
        withPlatformString { folder in
            var bytes = Array(UnsafeBufferPointer(start: folder, count: strlen(folder)))
            let slash = CChar(bitPattern: UInt8(ascii: "/"))
            if !bytes.isEmpty && bytes.last != slash { bytes.append(slash) }
            bytes += name.map { CChar(bitPattern: $0) }
            bytes.append(0)
            return bytes.withUnsafeBufferPointer { FilePath(platformString: $0.baseAddress!) }
        }
    }

    /// The bytes after the path's last `/` (the whole path when it has none): its file name, read from the
    /// bytes in one go — `lastComponent` parses the whole path, which costs a list of 100,000 paths seconds
    /// in a debug build (where swift-system checks its invariants at every step).
    var nameBytes: [UInt8] {
        withPlatformString { path in
            let bytes = UnsafeRawBufferPointer(start: path, count: strlen(path))
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return Array(bytes) }
            return Array(bytes[(slash + 1)...])
        }
    }

    /// The absolute path of the same file with every symbolic link, `.` and `..` resolved (`realpath`).
    func resolved() throws(Errno) -> FilePath {
        guard let real = withPlatformString({ realpath($0, nil) }) else { throw Errno(rawValue: errno) }
        defer { free(real) }
        return FilePath(platformString: real)
    }

    /// The album name of the folder this path names as the user gave it, `resolved` being its real path:
    /// the last component as given (so a link `Pictures` keeps its name), or for `.`, `..` and `/` the
    /// resolved folder's own name (`/` for the root of the file system).
    func folderName(resolved: FilePath) -> String {
        if let last = lastComponent, last.kind == .regular { return String(decoding: last) }
        return resolved.lastComponent.map { String(decoding: $0) } ?? resolved.string
    }
}

extension FilePath.Component {
    /// The component's bytes exactly as on disk.
    var bytes: [UInt8] {
        withPlatformString { name in
            Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
        }
    }
}
