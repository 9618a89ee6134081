import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A trash folder (the one holding `files/` and `info/`) and how its `Path=` lines are written.
struct TrashFolder: Equatable {
    /// The folder: `$XDG_DATA_HOME/Trash`, `$topdir/.Trash/$uid` or `$topdir/.Trash-$uid`.
    let root: FilePath
    /// The top folder of the file system, for a trash on another file system than the home's (then
    /// `Path=` is relative to it); `nil` for the home trash (then `Path=` is absolute).
    let topFolder: FilePath?

    /// The `files` folder.
    var files: FilePath { root.appending("files") }
    /// The `info` folder.
    var info: FilePath { root.appending("info") }

    /// The value to escape into `Path=` for a file at absolute `path`: itself in the home trash; relative
    /// to the top folder otherwise (the folder part resolved, as GLib does), or absolute when it is not
    /// below it.
    func pathEntry(for path: FilePath) -> [UInt8] {
        guard let topFolder else { return path.bytes }
        let resolved = path.withResolvedFolder ?? path
        var relative = resolved
        guard relative.removePrefix(topFolder), !relative.isEmpty else { return path.bytes }
        return relative.bytes
    }

    /// Makes the `files` and `info` folders (mode 0700) if they are missing.
    func makeSubfolders() throws(Errno) {
        try FileCalls.makeFolder(info, mode: 0o700)
        try FileCalls.makeFolder(files, mode: 0o700)
    }

    /// The home trash, `dataHome/Trash`, made (with any missing folders, mode 0700) if needed.
    static func home(dataHome: FilePath) throws(Errno) -> TrashFolder {
        let folder = TrashFolder(root: dataHome.appending("Trash"), topFolder: nil)
        try FileCalls.makeFolders(folder.root, mode: 0o700)
        return folder
    }

    /// The trash on the file system whose top folder is `topFolder`, for user `userID`, as the
    /// specification and GLib choose it: `$topdir/.Trash/$uid` when `.Trash` is a real folder (not a
    /// link) with the sticky bit and `$uid` is (or can be made) a folder of this user's; else
    /// `$topdir/.Trash-$uid`, made with mode 0700 if missing, and used only if it is a folder of this
    /// user's. `nil` when neither works.
    static func onFileSystem(topFolder: FilePath, userID: uid_t) -> TrashFolder? {
        let shared = topFolder.appending(".Trash")
        if let status = try? FileCalls.status(shared, followingLink: false), status.isFolder,
            status.st_mode & S_ISVTX != 0
        {
            let own = shared.appending("\(userID)")
            if isUsable(own, userID: userID) {
                return TrashFolder(root: own, topFolder: topFolder)
            }
        }
        let own = topFolder.appending(".Trash-\(userID)")
        return isUsable(own, userID: userID) ? TrashFolder(root: own, topFolder: topFolder) : nil
    }

    /// Whether `folder` is a folder (not a link) owned by `userID`, after making it (mode 0700) if missing.
    private static func isUsable(_ folder: FilePath, userID: uid_t) -> Bool {
        if !FileCalls.exists(folder) {
            guard (try? FileCalls.makeFolder(folder, mode: 0o700)) != nil else { return false }
        }
        guard let status = try? FileCalls.status(folder, followingLink: false) else { return false }
        return status.isFolder && status.st_uid == userID
    }
}
