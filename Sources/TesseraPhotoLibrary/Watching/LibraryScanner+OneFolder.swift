import SystemPackage

extension LibraryScanner {
    /// The library of one folder read again, its subfolders left out: the rescan of `tessera FILE`, whose
    /// library is the photo's own folder (``LibraryLocation/photo(_:album:photo:)``).
    ///
    /// The folder's album keeps its name (the folder as the command line named it). Throws what ``rescan(_:changes:folder:)`` throws when the folder cannot be read (it is gone).
    public static func rescanFolderAlone(_ library: Library) throws(LibraryError) -> Library {
        var changes = FolderChanges()
        changes.changed = [library.root]
        let rescanned = try rescan(library, changes: changes, folder: library.root)
        guard let name = library.albums.first(where: { $0.folder == library.root })?.name else {
            return rescanned
        }
        return Library(
            root: rescanned.root,
            albums: rescanned.albums.map {
                $0.folder == library.root ? Album(name: name, folder: $0.folder, photos: $0.photos) : $0
            },
            skipped: rescanned.skipped, notShown: rescanned.notShown)
    }
}
