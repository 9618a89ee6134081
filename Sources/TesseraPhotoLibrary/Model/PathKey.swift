import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as a key of a dictionary, a set or a diffable snapshot: hashed in one call over its bytes and
/// compared with one `memcmp`, where `FilePath`'s own `Hashable` feeds the hasher and compares one byte at
/// a time (with 100,000 photos, a fifth of a warm timeline start went there).
public struct PathKey: Hashable, Sendable {
    /// The path.
    public let path: FilePath

    /// The key of `path`.
    public init(_ path: FilePath) {
        self.path = path
    }

    /// Whether both paths have the same bytes.
    public static func == (lhs: PathKey, rhs: PathKey) -> Bool {
        lhs.path.withPlatformString { left in
            rhs.path.withPlatformString { right in
                let count = strlen(left)
                return count == strlen(right) && memcmp(left, right, count) == 0
            }
        }
    }

    /// Hashes the path's bytes, in one call.
    public func hash(into hasher: inout Hasher) {
        path.withPlatformString {
            hasher.combine(bytes: UnsafeRawBufferPointer(start: $0, count: strlen($0)))
        }
    }
}
