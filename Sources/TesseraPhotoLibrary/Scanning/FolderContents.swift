import SystemPackage

/// What one folder directly holds: its photos and its subfolders' names, each when asked.
///
/// Each entry is classified by ``EntryRole``, from `d_type` and at most one `stat` where the file system
/// gives `d_type`; no file is ever opened.
struct FolderContents {
    /// The photos, in the order read.
    private(set) var photos: [SortablePhoto] = []
    /// The names of the subfolders (not symbolic links to folders), in the order read.
    private(set) var subfolders: [[UInt8]] = []
    /// The visible files that are not photos (counted while photos are listed).
    private(set) var notShown = NotShownFiles()

    /// Reads the folder at `path`, following a symbolic link there only when `followingLink` is true;
    /// with `listingSubfolders: false`, ``subfolders`` stays empty, and with `listingPhotos: false`,
    /// ``photos`` stays empty and no entry that `d_type` says is not a folder costs a `stat`.
    ///
    /// `nil` when the folder (by device and inode) is in `visited` already, as a bind mount of one of its
    /// ancestors would be; otherwise the folder is added to `visited`.
    init?(
        path: FilePath, followingLink: Bool, listingSubfolders: Bool, listingPhotos: Bool = true,
        visited: inout Set<FileIdentity>
    ) throws(Errno) {
        try self.init(
            path: path, followingLink: followingLink, listingSubfolders: listingSubfolders,
            listingPhotos: listingPhotos, isFirstVisit: { visited.insert($0).inserted })
    }

    /// Reads the folder at `path` as ``init(path:followingLink:listingSubfolders:listingPhotos:visited:)``
    /// does, asking `isFirstVisit` (which records the folder) instead of a set whether it was met before:
    /// `nil` when it was.
    init?(
        path: FilePath, followingLink: Bool, listingSubfolders: Bool, listingPhotos: Bool = true,
        isFirstVisit: (FileIdentity) -> Bool
    ) throws(Errno) {
        let folder = try OpenFolder(path: path, followingLink: followingLink)
        guard isFirstVisit(try folder.status().identity) else { return nil }
        try folder.forEachEntry { entry in
            if !listingPhotos, let kind = entry.kind, kind != .directory { return }
            let role = EntryRole(name: entry.name, kind: entry.kind) {
                folder.status(of: entry, followingLinks: $0)
            }
            switch role {
            case .photo(let target):
                if listingPhotos { photos.append(SortablePhoto(name: entry.name, in: path, status: target)) }
            case .subfolder: if listingSubfolders { subfolders.append(Array(entry.name)) }
            case .notShown(let fileExtension): if listingPhotos { notShown.add(extension: fileExtension) }
            case .ignored: break
            }
        }
    }
}
