import SystemPackage

extension LibraryScanner {
    /// The library after `changes`, reading only the folders they name: what ``scan(folder:)`` of `folder`
    /// gives now, when `library` was what it gave before the changes.
    ///
    /// Albums in vanished folders go; each changed folder is read one level deep and its album replaced,
    /// added or dropped (its photos sorted anew: renames are exactly right); an unreadable one is listed in
    /// ``Library/skipped``. A changed folder the scan would no longer reach (a folder on the way was
    /// replaced by a symbolic link) is passed over. After lost events this is a whole ``scan(folder:)``.
    /// `folder` is the path as the user gave it, which names the root's album; throws what the scan
    /// throws when the root cannot be read.
    public static func rescan(_ library: Library, changes: FolderChanges, folder: FilePath)
        throws(LibraryError)
        -> Library
    {
        guard !changes.everything else { return try scan(folder: folder) }
        let root = library.root
        let rootName = folder.folderName(resolved: root)
        var albums: [FilePath: Album] = [:]
        for album in library.albums where !changes.hasVanished(album.folder) { albums[album.folder] = album }
        var skipped = Set(library.skipped.filter { !changes.hasVanished($0) })
        for path in changes.changed where path.starts(with: root) {
            albums[path] = nil
            skipped.remove(path)
            let place = LibraryFolder(path, under: root)
            guard place.isRoot || isReachable(path, below: root) else { continue }
            var visited: Set<FileIdentity> = []
            do {
                let contents = try FolderContents(
                    path: path, followingLink: place.isRoot, listingSubfolders: false, visited: &visited)
                albums[path] = contents.flatMap { place.album(of: $0.photos, rootName: rootName) }
            } catch {
                if place.isRoot { throw LibraryWalk.rootError(error, given: folder) }
                if ![.noSuchFileOrDirectory, .notDirectory, .tooManySymbolicLinkLevels].contains(error) {
                    skipped.insert(path)
                }
            }
        }
        return Library(
            root: root, albums: sortedByPlace(Array(albums.values), \.folder, root: root),
            skipped: sortedByPlace(Array(skipped), \.self, root: root), notShown: library.notShown)
    }

    /// Whether every folder between `root` and `path` (both left out) is still a folder and not a symbolic
    /// link, as the scan needs to reach `path`.
    private static func isReachable(_ path: FilePath, below root: FilePath) -> Bool {
        var ancestor = path.removingLastComponent()
        while ancestor.components.count > root.components.count {
            guard (try? FileStatus(path: ancestor, followingLink: false))?.kind == .directory else {
                return false
            }
            ancestor.removeLastComponent()
        }
        return true
    }

    /// `elements` in the scan's order of their folders: the root first, then component by component in
    /// ``NaturalOrder``.
    private static func sortedByPlace<Element>(
        _ elements: [Element], _ folder: (Element) -> FilePath, root: FilePath
    ) -> [Element] {
        elements.map { (key: LibraryFolder(folder($0), under: root).sortKey, element: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
            .map(\.element)
    }
}
