import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ImageFormat {
    /// The extensions of camera RAW files, lower-case, without the dot.
    public static let cameraRawExtensions: Set<String> = [
        "dng", "cr2", "cr3", "nef", "arw", "raf", "orf", "rw2", "pef", "srw",
    ]
    /// The extensions of video files, lower-case, without the dot.
    public static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "mkv", "webm", "avi", "3gp"]

    /// ``cameraRaw`` or ``video`` when `path`'s extension (in any case) is one of theirs, else `nil`:
    /// these formats are known by name, every other one by its first bytes.
    public init?(fileExtensionOf path: FilePath) {
        guard let suffix = Self.asciiExtension(of: path) ?? path.extension?.lowercased() else { return nil }
        if Self.cameraRawExtensions.contains(suffix) {
            self = .cameraRaw
        } else if Self.videoExtensions.contains(suffix) {
            self = .video
        } else {
            return nil
        }
    }

    /// `path.extension?.lowercased()` without parsing the path's components, for the common case of an
    /// extension of ASCII bytes (one of every photo an index reads); `nil` when the extension has other
    /// bytes (whose lower case only `String` knows) or when there is none.
    ///
    /// As `FilePath.extension`: what follows the last `.` of the last component, unless that `.` begins
    /// the component (`.mp4` has none) or the component is `.` or `..` (`..` has an empty extension
    /// after its last `.`, matching no format all the same).
    static func asciiExtension(of path: FilePath) -> String? {
        path.withPlatformString { start -> String? in
            let bytes = UnsafeRawBufferPointer(start: start, count: strlen(start))
            guard let dot = bytes.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }),
                bytes[dot] == UInt8(ascii: "."), dot > 0, bytes[dot - 1] != UInt8(ascii: "/")
            else { return nil }
            let suffix = bytes[(dot + 1)...]
            guard suffix.allSatisfy({ $0 < 0x80 }) else { return nil }
            // Lowered into a buffer first: a `String` of contiguous bytes is made without the casts a
            // lazy sequence costs (they were most of an index's check of the extension).
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: suffix.count) { lowered in
                for (offset, byte) in suffix.enumerated() {
                    lowered[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                }
                return String(decoding: UnsafeBufferPointer(lowered), as: UTF8.self)
            }
        }
    }
}
