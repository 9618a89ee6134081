import SystemPackage

/// The walk of ``LibraryScanner/scan(folder:)``: every folder under a root, depth first, without
/// following symbolic links to folders and without entering a folder twice.
enum LibraryWalk {
    /// The library of the folder at `root` (resolved); errors name `given`, the path as the user wrote it.
    static func library(root: FilePath, given: FilePath) throws(LibraryError) -> Library {
        var pending = [PendingFolder(path: root, components: [])]
        var visited: Set<FileIdentity> = []
        var albums: [(key: [NaturalSortKey], album: Album)] = []
        var skipped: [(key: [NaturalSortKey], path: FilePath)] = []
        while let next = pending.popLast() {
            let isRoot = next.components.isEmpty
            let read: FolderContents?
            do {
                read = try FolderContents(
                    path: next.path, followingLink: isRoot, listingSubfolders: true, visited: &visited)
            } catch {
                guard !isRoot else { throw rootError(error, given: given) }
                skipped.append((next.sortKey, next.path))
                continue
            }
            guard let contents = read else { continue }
            if !contents.photos.isEmpty {
                let name = isRoot ? given.folderName(resolved: root) : next.displayName
                let album = Album(
                    name: name, folder: next.path, photos: contents.photos.sortedByName().map(\.photo))
                albums.append((next.sortKey, album))
            }
            pending += contents.subfolders.map(next.child(named:))
        }
        return Library(
            root: root,
            albums: albums.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.album),
            skipped: skipped.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.path))
    }

    /// The error for a root that cannot be read.
    private static func rootError(_ errno: Errno, given: FilePath) -> LibraryError {
        errno == .notDirectory ? .notAFolder(given) : LibraryError(errno: errno, path: given)
    }
}

/// A folder waiting to be read, with its path below the root as raw name components.
private struct PendingFolder {
    /// The folder's absolute path.
    let path: FilePath
    /// The names of the folders from the root down to this one; empty for the root.
    let components: [[UInt8]]

    /// The album name: the relative path, each component repaired to UTF-8.
    var displayName: String {
        components.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    /// The key that orders albums component by component.
    var sortKey: [NaturalSortKey] {
        components.map { NaturalSortKey(bytes: $0) }
    }

    /// The subfolder called `name`.
    func child(named name: [UInt8]) -> PendingFolder {
        PendingFolder(path: path.appending(name: name), components: components + [name])
    }
}
