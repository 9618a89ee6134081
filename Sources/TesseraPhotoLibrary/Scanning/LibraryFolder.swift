import SystemPackage

/// A folder under a library's root, with its path below the root as raw name components: what names its
/// album and orders it among the others.
struct LibraryFolder {
    /// The folder's absolute path.
    let path: FilePath
    /// The names of the folders from the root down to this one; empty for the root.
    let components: [[UInt8]]

    /// The root itself.
    init(root: FilePath) {
        self.init(path: root, components: [])
    }

    /// The folder at `path`, which lies at or below `root` (both absolute, as the scan builds them).
    init(_ path: FilePath, under root: FilePath) {
        self.init(path: path, components: path.components.dropFirst(root.components.count).map(\.bytes))
    }

    private init(path: FilePath, components: [[UInt8]]) {
        self.path = path
        self.components = components
    }

    /// Whether this is the library's root.
    var isRoot: Bool {
        components.isEmpty
    }

    /// The album name: the relative path, each component repaired to UTF-8.
    var displayName: String {
        components.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    /// The key that orders albums component by component.
    var sortKey: [NaturalSortKey] {
        components.map { NaturalSortKey(bytes: $0) }
    }

    /// The subfolder called `name`.
    func child(named name: [UInt8]) -> LibraryFolder {
        LibraryFolder(path: path.appending(name: name), components: components + [name])
    }

    /// The album of this folder holding `photos` (in any order), named `rootName` for the root; `nil` when
    /// there are no photos.
    func album(of photos: [SortablePhoto], rootName: String) -> Album? {
        guard !photos.isEmpty else { return nil }
        return Album(
            name: isRoot ? rootName : displayName, folder: path, photos: photos.sortedByName().map(\.photo))
    }
}
