import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ThumbnailDiskCache {
    /// What a temporary file's name has between the thumbnail's name and `PID-RANDOM`.
    static let temporaryMarker = ".tessera-"

    /// Removes the temporary files (`*.png.tessera-PID-RANDOM`) that processes no longer running left in
    /// the cache's folders (a `SIGKILL`, a power cut); a file of a live process (this one included) is
    /// another write in progress and stays. Reads one directory listing per size: call it off the main
    /// thread.
    public func removeStaleTemporaryFiles() {
        for size in ThumbnailCacheLocation.Size.allCases {
            let folder = location.folder(for: size)
            for name in Self.temporaryNames(in: folder) {
                guard let processID = Self.writerProcess(ofTemporaryName: name),
                    !Self.isRunning(processID)
                else { continue }
                _ = folder.appending(name).withPlatformString { unlink($0) }
            }
        }
    }

    /// The process ID in a temporary file's name, or `nil` for any other name.
    static func writerProcess(ofTemporaryName name: String) -> pid_t? {
        guard let marker = name.firstRange(of: ".png" + temporaryMarker) else { return nil }
        let suffix = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard suffix.count == 2, UInt32(suffix[1]) != nil, let processID = pid_t(suffix[0]), processID > 0
        else { return nil }
        return processID
    }

    /// Whether a process with this ID exists (one of another user's counts).
    private static func isRunning(_ processID: pid_t) -> Bool {
        kill(processID, 0) == 0 || errno == EPERM
    }

    /// The names in `folder` that hold the temporary marker, or none when it cannot be listed.
    private static func temporaryNames(in folder: FilePath) -> [String] {
        guard let directory = folder.withPlatformString({ opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.contains(temporaryMarker) { names.append(name) }
        }
        return names
    }
}
