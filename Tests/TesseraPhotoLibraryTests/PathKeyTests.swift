import SystemPackage
import TesseraPhotoLibrary
import Testing

/// A `PathKey` is equal, and hashes equal, exactly when its paths are: it stands in for `FilePath` as a
/// dictionary and snapshot key.
@Suite struct PathKeyTests {
    /// Paths that differ in one byte, in length only, in bytes that are not UTF-8, or not at all.
    static let paths: [FilePath] = [
        "/a/b.jpg", "/a/b.jpeg", "/a/b.jp", "/a/c.jpg", "/a/b.jpg/", "a/b.jpg", "/", "",
        path([0x2F, 0x61, 0xFF, 0xFE, 0x2E, 0x6A, 0x70, 0x67]),
        path([0x2F, 0x61, 0xFF, 0xFD, 0x2E, 0x6A, 0x70, 0x67]),
        FilePath("/folder-000/" + String(repeating: "x", count: 300) + ".jpg"),
    ]

    /// The path with exactly these bytes.
    static func path(_ bytes: [UInt8]) -> FilePath {
        FilePath(platformString: (bytes + [0]).map { CChar(bitPattern: $0) })
    }

    @Test func keysAreEqualExactlyWhenTheirPathsAre() {
        for left in Self.paths {
            for right in Self.paths {
                #expect((PathKey(left) == PathKey(right)) == (left == right), "\(left) vs \(right)")
                if left == right { #expect(PathKey(left).hashValue == PathKey(right).hashValue) }
            }
        }
    }

    @Test func aDictionaryKeyedByPathKeysFindsEveryPathAndNoOther() {
        var byKey: [PathKey: Int] = [:]
        for (index, path) in Self.paths.enumerated() { byKey[PathKey(path), default: index] = index }
        #expect(byKey.count == Set(Self.paths).count)
        for path in Self.paths { #expect(byKey[PathKey(path)] == Self.paths.lastIndex(of: path)) }
        #expect(byKey[PathKey("/a/b.jpgx")] == nil)
    }
}
