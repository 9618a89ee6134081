import SystemPackage

/// What one folder directly holds: its photos and, when asked, its subfolders' names.
///
/// Classification uses `d_type` where the file system gives it and `stat` otherwise, so a folder of
/// photos costs one `stat` per photo and files are never opened. Hidden entries (names starting with
/// `.`) are passed over, as are FIFOs, sockets, devices and other files that are not photos. A symbolic
/// link counts as a photo when its name is a photo's and its target a regular file; a symbolic link is
/// never listed as a subfolder, wherever it points.
struct FolderContents {
    /// The photos, in the order read.
    private(set) var photos: [SortablePhoto] = []
    /// The names of the subfolders (not symbolic links to folders), in the order read.
    private(set) var subfolders: [[UInt8]] = []

    /// Reads the folder at `path`, following a symbolic link there only when `followingLink` is true;
    /// with `listingSubfolders: false`, ``subfolders`` stays empty.
    ///
    /// `nil` when the folder (by device and inode) is in `visited` already, as a bind mount of one of its
    /// ancestors would be; otherwise the folder is added to `visited`.
    init?(path: FilePath, followingLink: Bool, listingSubfolders: Bool, visited: inout Set<FileIdentity>)
        throws(Errno)
    {
        let folder = try OpenFolder(path: path, followingLink: followingLink)
        guard visited.insert(try folder.status().identity).inserted else { return nil }
        try folder.forEachEntry { entry in
            guard !entry.isHidden else { return }
            let linkStatus = entry.kind == nil ? folder.status(of: entry, followingLinks: false) : nil
            switch entry.kind ?? linkStatus?.kind {
            case .directory:
                if listingSubfolders { subfolders.append(Array(entry.name)) }
            case .regular, .symbolicLink:
                guard PhotoName.isPhoto(bytes: entry.name) else { return }
                let target =
                    linkStatus?.kind == .regular ? linkStatus : folder.status(of: entry, followingLinks: true)
                guard let target, target.kind == .regular else { return }
                photos.append(SortablePhoto(name: entry.name, in: path, status: target))
            case .other, nil:
                return
            }
        }
    }
}
