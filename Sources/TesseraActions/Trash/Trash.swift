import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Moves files to the freedesktop.org Trash (specification 1.0) and puts them back, as GLib 2.74 does.
///
/// A file on the same file system as the home trash (`$XDG_DATA_HOME/Trash`, compared by `st_dev`) goes
/// there, with an absolute `Path=`; a file elsewhere goes to the trash at the top of its file system
/// (`$topdir/.Trash/$uid` if `.Trash` is a sticky folder, else `$topdir/.Trash-$uid`), with `Path=`
/// relative to `$topdir`. Mounts where GLib keeps no trash (`tmpfs`, system folders, `x-gvfs-notrash`)
/// are refused with the reason. The `info/NAME.trashinfo` file is created first (exclusively, so two
/// programs never take one name; a taken name becomes `NAME.2.jpg`, as in GLib), then the file is renamed
/// into `files/`. A file is never copied and never deleted: whatever fails leaves it where it was.
public struct Trash: Sendable {
    /// `$XDG_DATA_HOME`, where the home trash lives.
    public let dataHome: FilePath
    /// The user whose trash folders are used on other file systems.
    public let userID: uid_t

    /// The trash of `dataHome` (`$XDG_DATA_HOME`) for user `userID`.
    public init(dataHome: FilePath, userID: uid_t = geteuid()) {
        self.dataHome = dataHome
        self.userID = userID
    }

    /// The trash the freedesktop.org specification names for this process: `$XDG_DATA_HOME` when it is
    /// set to an absolute path, else `$HOME/.local/share`; `nil` when neither can be known.
    public static func forCurrentUser(environment: [String: String]) -> Trash? {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return Trash(dataHome: FilePath(dataHome))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return Trash(dataHome: FilePath(home).appending(".local/share"))
    }

    /// Moves each of `paths` to its trash, in order, calling `progress(done, total)` after each file (for
    /// a batch of thousands, from a background thread).
    ///
    /// Each file succeeds or fails on its own: the result lists a receipt for every file now in the
    /// trash and the error of every other one.
    public func moveToTrash(
        _ paths: [FilePath], progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) -> TrashOutcome {
        var outcome = TrashOutcome()
        var folders: [dev_t: TrashFolderChoice] = [:]
        let mounts = MountTable.current()
        for (index, given) in paths.enumerated() {
            let path = given.absolute
            do throws(TrashError) {
                outcome.receipts.append(try moveToTrash(path, folders: &folders, mounts: mounts))
            } catch {
                outcome.failures.append(TrashFailure(path: given, error: error))
            }
            progress(index + 1, paths.count)
        }
        return outcome
    }

    /// Puts a trashed file back where it was and removes its `.trashinfo`, unless something else is at
    /// the original path now or its folder is gone.
    public func putBack(_ receipt: TrashReceipt) throws(TrashError) {
        let original = receipt.originalPath
        guard (try? FileCalls.status(original.folder, followingLink: true))?.isFolder == true else {
            throw .originalFolderGone(original)
        }
        guard !FileCalls.exists(original) else { throw .originalPathTaken(original) }
        guard FileCalls.exists(receipt.trashedPath) else { throw .goneFromTrash(original) }
        do {
            try FileCalls.renameWithoutReplacing(receipt.trashedPath, to: original)
        } catch .fileExists {
            throw .originalPathTaken(original)
        } catch {
            throw .cannotMove(original, error)
        }
        FileCalls.remove(receipt.infoPath)
    }

    /// Moves one file (an absolute path) to its trash.
    private func moveToTrash(
        _ path: FilePath, folders: inout [dev_t: TrashFolderChoice], mounts: MountTable
    ) throws(TrashError) -> TrashReceipt {
        guard let own = try? FileCalls.status(path, followingLink: false) else { throw .fileGone(path) }
        // The folder's device, not the file's: on overlay file systems a file's st_dev differs from its
        // folder's, and a link's folder is where the rename happens.
        let device =
            own.isFolder
            ? own.st_dev : (try? FileCalls.status(path.folder, followingLink: true))?.st_dev ?? own.st_dev
        let choice = folders[device] ?? chooseFolder(for: path, device: device, mounts: mounts)
        folders[device] = choice
        let folder: TrashFolder
        switch choice {
        case .folder(let chosen): folder = chosen
        case .refused(let mountPoint, let reason):
            throw .noTrashOnMount(path, mountPoint: mountPoint, reason: reason)
        case .missing(let trash, let error): throw .noTrashFolder(path, trash: trash, error)
        }
        do {
            try folder.makeSubfolders()
        } catch {
            throw .noTrashFolder(path, trash: folder.root, error)
        }
        return try move(path, into: folder)
    }

    /// Reserves a name with its `.trashinfo`, then renames the file into `files/`.
    private func move(_ path: FilePath, into folder: TrashFolder) throws(TrashError) -> TrashReceipt {
        let contents = TrashInfo.contents(path: folder.pathEntry(for: path), deletedAt: time(nil))
        var attempt = 1
        while true {
            let name = TrashName.candidate(for: path.nameBytes, attempt: attempt)
            attempt += 1
            let info = folder.info.appending(name: name + Array(".trashinfo".utf8))
            do {
                try FileCalls.createExclusively(info, mode: 0o600, bytes: contents)
            } catch .fileExists {
                continue
            } catch {
                throw .noTrashFolder(path, trash: folder.root, error)
            }
            let trashed = folder.files.appending(name: name)
            do {
                try FileCalls.renameWithoutReplacing(path, to: trashed)
                return TrashReceipt(originalPath: path, trashedPath: trashed, infoPath: info)
            } catch {
                FileCalls.remove(info)
                switch error {
                case .fileExists: continue  // A stray file in files/ without its info: never replace it.
                case .improperLink: throw .acrossFileSystems(path)
                case .noSuchFileOrDirectory: throw .fileGone(path)
                default: throw .cannotMove(path, error)
                }
            }
        }
    }

    /// The trash for a file on `device`: the home trash if the home trash's file system is that one, else
    /// the trash at the top of the file's file system, if GLib would keep one there.
    private func chooseFolder(for path: FilePath, device: dev_t, mounts: MountTable) -> TrashFolderChoice {
        if device == homeDevice() {
            do {
                return .folder(try TrashFolder.home(dataHome: dataHome))
            } catch {
                return .missing(dataHome.appending("Trash"), error)
            }
        }
        let topFolder = Self.topFolder(of: path, device: device)
        guard let mount = mounts.mount(at: topFolder) else {
            return .refused(topFolder, reason: "not in the mount table")
        }
        if let reason = MountTable.reasonForNoTrash(on: mount) { return .refused(topFolder, reason: reason) }
        guard let folder = TrashFolder.onFileSystem(topFolder: topFolder, userID: userID) else {
            return .missing(topFolder.appending(".Trash-\(userID)"), nil)
        }
        return .folder(folder)
    }

    /// The device of the home trash: of `dataHome`, or of its nearest folder that exists.
    private func homeDevice() -> dev_t? {
        var folder = dataHome
        while true {
            if let status = try? FileCalls.status(folder, followingLink: true) { return status.st_dev }
            let parent = folder.folder
            guard parent != folder else { return nil }
            folder = parent
        }
    }

    /// The top folder of the file system holding `path` (on `device`): its resolved folder, then each
    /// folder above it while that is on the same device.
    static func topFolder(of path: FilePath, device: dev_t) -> FilePath {
        var top = (path.withResolvedFolder ?? path).folder
        while top != FilePath("/") {
            let parent = top.folder
            guard (try? FileCalls.status(parent, followingLink: true))?.st_dev == device else { break }
            top = parent
        }
        return top
    }
}

/// Which trash folder a file system's files go to, or why none.
enum TrashFolderChoice {
    case folder(TrashFolder)
    case refused(FilePath, reason: String)
    case missing(FilePath, Errno?)
}
