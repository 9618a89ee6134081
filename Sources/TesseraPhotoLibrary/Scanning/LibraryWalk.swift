import SystemPackage

/// The walk of ``LibraryScanner/scan(folder:)``: every folder under a root, depth first, without
/// following symbolic links to folders and without entering a folder twice.
enum LibraryWalk {
    /// The library of the folder at `root` (resolved); errors name `given`, the path as the user wrote it.
    static func library(root: FilePath, given: FilePath) throws(LibraryError) -> Library {
        let rootName = given.folderName(resolved: root)
        var pending = [LibraryFolder(root: root)]
        var visited: Set<FileIdentity> = []
        var albums: [(key: [NaturalSortKey], album: Album)] = []
        var skipped: [(key: [NaturalSortKey], path: FilePath)] = []
        var notShown = NotShownFiles()
        while let next = pending.popLast() {
            let read: FolderContents?
            do {
                read = try FolderContents(
                    path: next.path, followingLink: next.isRoot, listingSubfolders: true, visited: &visited)
            } catch {
                guard !next.isRoot else { throw rootError(error, given: given) }
                skipped.append((next.sortKey, next.path))
                continue
            }
            guard let contents = read else { continue }
            notShown.add(contents.notShown)
            if let album = next.album(of: contents.photos, rootName: rootName) {
                albums.append((next.sortKey, album))
            }
            pending += contents.subfolders.map(next.child(named:))
        }
        return Library(
            root: root,
            albums: albums.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.album),
            skipped: skipped.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.path),
            notShown: notShown)
    }

    /// The error for a root that cannot be read.
    static func rootError(_ errno: Errno, given: FilePath) -> LibraryError {
        errno == .notDirectory ? .notAFolder(given) : LibraryError(errno: errno, path: given)
    }
}
