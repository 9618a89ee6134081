import Synchronization
import SystemPackage

/// The walk of ``LibraryScanner/scan(folder:)``: every folder under a root, without following symbolic
/// links to folders and without entering a folder twice.
///
/// The root is read first, alone (its failure is the scan's); then the folders are read one depth at a
/// time, the folders of a depth on every core at once (their `getdents` and `stat`s, and the sorting of
/// each folder's photos: `ParallelWork`), which a library of hundreds of folders spreads over the
/// cores. What the walk
/// returns does not depend on the order the folders were read in: albums and skipped folders are
/// sorted by their paths, and of a folder reachable twice (a bind mount) the first read is kept.
enum LibraryWalk {
    /// The library of the folder at `root` (resolved); errors name `given`, the path as the user wrote it.
    static func library(root: FilePath, given: FilePath) throws(LibraryError) -> Library {
        let rootName = given.folderName(resolved: root)
        let visited = VisitedFolders()
        var depth = [LibraryFolder(root: root)]
        var albums: [(key: [NaturalSortKey], album: Album)] = []
        var skipped: [(key: [NaturalSortKey], path: FilePath)] = []
        var notShown = NotShownFiles()
        while !depth.isEmpty {
            var next: [LibraryFolder] = []
            for (folder, read) in zip(depth, reads(of: depth, rootName: rootName, visited: visited)) {
                switch read {
                case .failure(let error):
                    guard !folder.isRoot else { throw rootError(error, given: given) }
                    skipped.append((folder.sortKey, folder.path))
                case .success(nil):
                    continue
                case .success(let read?):
                    notShown.add(read.notShown)
                    if let album = read.album { albums.append((folder.sortKey, album)) }
                    next += read.subfolders
                }
            }
            depth = next
        }
        return Library(
            root: root,
            albums: albums.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.album),
            skipped: skipped.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.path),
            notShown: notShown)
    }

    /// What reading one folder gave the walk: its album, its subfolders and the files not shown.
    private struct FolderRead: Sendable {
        let album: Album?
        let subfolders: [LibraryFolder]
        let notShown: NotShownFiles
    }

    /// Reads `folders`, on every core when there are several, each result at its folder's position:
    /// `nil` for a folder met before, the error for one that cannot be read.
    private static func reads(
        of folders: [LibraryFolder], rootName: String, visited: VisitedFolders
    ) -> [Result<FolderRead?, Errno>] {
        ParallelWork.map(count: folders.count) { position in
            Result { () throws(Errno) in try read(folders[position], rootName: rootName, visited: visited) }
        }
    }

    /// Reads `folder`: `nil` when it was met before (`visited` holds it), else its album (its photos
    /// sorted), its subfolders and the files it does not show.
    private static func read(
        _ folder: LibraryFolder, rootName: String, visited: VisitedFolders
    ) throws(Errno) -> FolderRead? {
        let contents = try FolderContents(
            path: folder.path, followingLink: folder.isRoot, listingSubfolders: true,
            isFirstVisit: visited.isFirstVisit)
        guard let contents else { return nil }
        return FolderRead(
            album: folder.album(of: contents.photos, rootName: rootName),
            subfolders: contents.subfolders.map(folder.child(named:)), notShown: contents.notShown)
    }

    /// The error for a root that cannot be read.
    static func rootError(_ errno: Errno, given: FilePath) -> LibraryError {
        errno == .notDirectory ? .notAFolder(given) : LibraryError(errno: errno, path: given)
    }
}

/// The folders a walk has read, by identity, shared by the threads reading them.
private final class VisitedFolders: Sendable {
    private let identities = Mutex<Set<FileIdentity>>([])

    /// Records the folder `identity`; whether it was not recorded before.
    func isFirstVisit(_ identity: FileIdentity) -> Bool {
        identities.withLock { $0.insert(identity).inserted }
    }
}
