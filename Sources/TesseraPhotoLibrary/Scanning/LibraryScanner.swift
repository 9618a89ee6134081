import SystemPackage

/// Turns a path from the command line into a ``Library``, reading the file system and writing nothing.
public enum LibraryScanner {
    /// What `path` names: a folder (its whole library) or a photo (its own folder's library and where
    /// the photo is in it).
    ///
    /// A photo is a regular file, after following symbolic links, whose name ``PhotoName`` accepts; it
    /// is located even when its name is hidden. Throws ``LibraryError/unsupportedType(_:extension:)`` for
    /// a regular file with another extension, ``LibraryError/notAFolderOrPhoto(_:)`` for anything else that
    /// exists, and otherwise what the system reported, naming `path` as given.
    public static func locate(_ path: FilePath) throws(LibraryError) -> LibraryLocation {
        let status: FileStatus
        do { status = try FileStatus(path: path) } catch { throw LibraryError(errno: error, path: path) }
        switch status.kind {
        case .directory:
            return .folder(try scan(folder: path))
        case .regular:
            guard let name = path.lastComponent?.bytes, PhotoName.isPhoto(bytes: name) else {
                if let fileExtension = path.lastComponent.flatMap({ PhotoName.fileExtension(bytes: $0.bytes) }
                ) {
                    throw .unsupportedType(path, extension: fileExtension)
                }
                throw .notAFolderOrPhoto(path)
            }
            return try photoLocation(path, name: name, status: status)
        case .symbolicLink, .other:
            throw .notAFolderOrPhoto(path)
        }
    }

    /// The library of the folder at `path`: an album for every folder under it, at any depth, that
    /// directly holds a photo.
    ///
    /// The root's own photos form an album named after the last component of `path` (for `.`, `..` and
    /// `/`, of the resolved folder; `/` for the file system's root), every other album is named by its path
    /// relative to the root (`Trips/2024 Rome`). Hidden files and folders, symbolic links to folders
    /// (as `find` does, so a link to `/` does not scan the disk) and folders met a second time are
    /// passed over; folders that cannot be read are passed over and listed in ``Library/skipped``.
    /// Throws when `path` itself cannot be read or is not a folder.
    public static func scan(folder path: FilePath) throws(LibraryError) -> Library {
        let root: FilePath
        do { root = try path.resolved() } catch { throw LibraryError(errno: error, path: path) }
        return try LibraryWalk.library(root: root, given: path)
    }

    /// The location of the photo at `path` (its last component `name`) in its own folder.
    ///
    /// When the folder can be searched but not read, the album holds just this photo and the folder is
    /// listed in ``Library/skipped``.
    private static func photoLocation(_ path: FilePath, name: [UInt8], status: FileStatus)
        throws(LibraryError)
        -> LibraryLocation
    {
        let parent = path.removingLastComponent().isEmpty ? "." : path.removingLastComponent()
        let folder: FilePath
        do { folder = try parent.resolved() } catch { throw LibraryError(errno: error, path: path) }
        var photos: [SortablePhoto] = []
        var skipped: [FilePath] = []
        var notShown = NotShownFiles()
        var visited: Set<FileIdentity> = []
        do {
            let contents = try FolderContents(
                path: folder, followingLink: true, listingSubfolders: false, visited: &visited)
            photos = contents?.photos ?? []
            notShown = contents?.notShown ?? NotShownFiles()
        } catch {
            skipped = [folder]
        }
        if !photos.contains(where: { $0.rawName == name }) {
            photos.append(SortablePhoto(name: name, in: folder, status: status))
        }
        let sorted = photos.sortedByName()
        let album = Album(
            name: parent.folderName(resolved: folder), folder: folder, photos: sorted.map(\.photo))
        let index = sorted.firstIndex { $0.rawName == name }!
        return .photo(
            Library(root: folder, albums: [album], skipped: skipped, notShown: notShown), album: 0,
            photo: index)
    }
}
