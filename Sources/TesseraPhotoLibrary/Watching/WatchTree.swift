import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The watches on every folder under a root that the scan enters, kept up to date as folders come and
/// go, and the changes their events add up to.
///
/// Events become ``FolderChanges``: a photo's name closed after writing, moved in or out, removed, or
/// its times or permissions changed marks its folder changed; a folder that appears is watched with
/// everything below it at once (so what was put in it before its watch existed is not missed) and each of
/// its folders is marked changed; a folder that goes away loses its watches and is marked vanished. An
/// overflow of the kernel's queue, or anything happening to the root itself, watches everything anew and
/// asks for a whole scan.
///
/// While the root is gone (removed or moved away: ``problem`` then says so), its parent is watched for
/// the root's name: when a folder comes back under it — re-created, or moved back — everything is
/// watched anew and a whole scan asked for.
struct WatchTree {
    /// The watched folder: absolute and resolved.
    let root: FilePath
    /// Why some changes may not be seen, or `nil` while every folder is watched.
    private(set) var problem: WatchProblem?
    /// What changed since the last ``takeChanges()``.
    private(set) var changes = FolderChanges()

    /// The inotify instance, `nil` when none could be made.
    private let inotify: InotifyInstance?
    /// Which folder each watch stands for.
    private var folders = WatchedFolders()
    /// For tests: how many folders may be watched before acting as if the kernel's limit were reached.
    private let watchLimit: Int?
    /// Whether handling the current events added to ``changes``.
    private var noted = false
    /// The watch on the root's parent (for the root's name coming back) while the root is gone.
    private var parentWatch: Int32?

    /// Watches `root` (resolved) and every folder below it that the scan enters; `watchLimit`, for tests,
    /// stands for the kernel's watch limit.
    init(root: FilePath, watchLimit: Int?) {
        self.root = root
        self.watchLimit = watchLimit
        do {
            inotify = try InotifyInstance()
        } catch {
            inotify = nil
            problem = error
            return
        }
        watchRoot()
    }

    /// The inotify descriptor to poll, or `nil` when there is no inotify instance.
    var descriptor: Int32? {
        inotify?.descriptor
    }

    /// Handles every event queued now, without waiting; whether any of them added to ``changes``.
    mutating func readEvents() -> Bool {
        guard let inotify else { return false }
        noted = false
        for event in inotify.readEvents() { handle(event) }
        return noted
    }

    /// The changes gathered so far, leaving none.
    mutating func takeChanges() -> FolderChanges {
        defer { changes = FolderChanges() }
        return changes
    }

    private mutating func handle(_ event: InotifyEvent) {
        if event.has(UInt32(IN_Q_OVERFLOW)) { return restart() }
        if let parentWatch, event.watch == parentWatch {
            return handleParentEvent(event)
        }
        guard let folder = folders.folder(of: event.watch) else { return }
        guard let first = event.name.first else { return handleOwnEvent(event, of: folder) }
        guard first != UInt8(ascii: ".") else { return }
        if event.has(UInt32(IN_ISDIR)) {
            let subfolder = folder.appending(name: event.name)
            if event.has(UInt32(IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)) { forget(subfolder) }
            if event.has(UInt32(IN_CREATE | IN_MOVED_TO | IN_ATTRIB)) {
                watchFolders(from: subfolder, reporting: true)
            }
        } else if PhotoName.isPhoto(bytes: event.name), Self.isFinished(event, in: folder) {
            changes.changed.insert(folder)
            noted = true
        }
    }

    /// An event about a watched folder itself: for the root, anything (removed, moved, unmounted, its
    /// permissions changed) restarts; another folder that went away is forgotten. Other folders' moves
    /// and permission changes arrive through their parents.
    private mutating func handleOwnEvent(_ event: InotifyEvent, of folder: FilePath) {
        if folder == root {
            if event.has(UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_UNMOUNT | IN_ATTRIB)) {
                restart()
            }
        } else if event.has(UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)) {
            forget(folder)
        }
    }

    /// An event in the root's parent: the root's own name created, moved in, removed or moved out watches
    /// everything anew (or finds the root gone); anything else there is not ours.
    private mutating func handleParentEvent(_ event: InotifyEvent) {
        guard let name = root.lastComponent, event.name == name.bytes else {
            if event.has(UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)) { parentWatch = nil }
            return
        }
        if event.has(UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)) { restart() }
    }

    /// Whether a photo's event leaves it as it will stay: closed after writing, moved in or out, removed,
    /// its times or permissions changed — or just created when it needs no writing, as a symbolic link
    /// or a second name of an existing file (`link`) does, which no `IN_CLOSE_WRITE` follows. A file
    /// created to be written is left for its `IN_CLOSE_WRITE`.
    private static func isFinished(_ event: InotifyEvent, in folder: FilePath) -> Bool {
        if event.has(UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB)) {
            return true
        }
        guard event.has(UInt32(IN_CREATE)) else { return false }
        var status = stat()
        guard folder.appending(name: event.name).withPlatformString({ lstat($0, &status) }) == 0 else {
            return false
        }
        return status.st_mode & S_IFMT == S_IFLNK || status.st_nlink > 1
    }

    /// Stops watching `folder` and everything below it, and marks it vanished.
    private mutating func forget(_ folder: FilePath) {
        for watch in folders.removeSubtree(at: folder) { inotify?.removeWatch(watch) }
        changes.vanished.insert(folder)
        noted = true
    }

    /// Drops every watch, watches everything anew and asks for a whole scan: after lost events, or when
    /// the root itself changed.
    mutating func restart() {
        changes.everything = true
        noted = true
        rearm()
    }

    /// Drops every watch and watches everything anew, leaving ``changes`` as they are: for a caller about
    /// to scan the whole folder anyway.
    mutating func rearm() {
        guard inotify != nil else { return }
        for watch in folders.removeAll() { inotify?.removeWatch(watch) }
        problem = nil
        watchRoot()
    }

    /// Watches everything under the root; when the root is not there to watch, ``problem`` says it is
    /// gone and its parent is watched for the root's name to come back. The parent is watched only
    /// meanwhile: a busy parent (such as `/tmp`) would otherwise wake the app for nothing.
    private mutating func watchRoot() {
        watchFolders(from: root, reporting: false)
        let parent = root.removingLastComponent()
        if folders.watch(of: root) == nil {
            if problem == nil { problem = .folderGone(root) }
            if parent != root, let watch = try? inotify?.addWatch(parent, mask: InotifyInstance.parentMask) {
                parentWatch = watch
            }
        } else if let parentWatch {
            inotify?.removeWatch(parentWatch)
            self.parentWatch = nil
        }
    }

    /// Watches `start` and every folder below it that the scan enters, depth first as the scan goes;
    /// with `reporting`, marks each of them changed (a folder that cannot be watched too, so the rescan
    /// finds it unreadable or gone).
    private mutating func watchFolders(from start: FilePath, reporting: Bool) {
        var pending = [start]
        while let folder = pending.popLast() {
            let outcome = watch(folder)
            guard outcome != .watchedElsewhere else { continue }
            if reporting {
                changes.changed.insert(folder)
                noted = true
            }
            guard outcome != .unwatchable else { continue }
            var visited: Set<FileIdentity> = []
            let contents = try? FolderContents(
                path: folder, followingLink: folder == root, listingSubfolders: true, listingPhotos: false,
                visited: &visited)
            pending += contents?.subfolders.map { folder.appending(name: $0) } ?? []
        }
    }

    /// What adding a watch for a folder came to.
    private enum WatchOutcome {
        /// Watched now (or already, under this path).
        case watched
        /// Not watched because the watch limit is reached; the folder is still there to list.
        case overLimit
        /// Watched already under another path that is the same folder (a bind mount): the scan does not
        /// enter it a second time.
        case watchedElsewhere
        /// Gone, not a folder any more, or unreadable.
        case unwatchable
    }

    /// Adds a watch for `folder`, unless the watch limit was reached.
    private mutating func watch(_ folder: FilePath) -> WatchOutcome {
        guard let inotify, problem == nil else { return .overLimit }
        if let watchLimit, folders.count >= watchLimit {
            problem = .watchLimit(limit: watchLimit)
            return .overLimit
        }
        let watch: Int32
        do {
            watch = try inotify.addWatch(folder)
        } catch .noSpace {
            problem = .systemWatchLimit()
            return .overLimit
        } catch {
            return .unwatchable
        }
        if let other = folders.folder(of: watch), other != folder {
            guard Self.isGone(other, nowAt: folder) else { return .watchedElsewhere }
            forget(other)
            return self.watch(folder)
        }
        for stale in folders.insert(watch, for: folder) { inotify.removeWatch(stale) }
        return .watched
    }

    /// Whether the folder watched as `old` is not there any more but at `new`: it was moved, and the event
    /// saying so is still queued (a walk sees the folders as they are now). Otherwise both paths are the
    /// same folder, as a bind mount makes it.
    private static func isGone(_ old: FilePath, nowAt new: FilePath) -> Bool {
        let oldIdentity = try? FileStatus(path: old, followingLink: false).identity
        return oldIdentity == nil
            || oldIdentity != (try? FileStatus(path: new, followingLink: false).identity)
    }
}
