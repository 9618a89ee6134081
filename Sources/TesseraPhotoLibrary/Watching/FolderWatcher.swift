import SystemPackage

/// Notices changes on disk under a folder (Linux inotify) and hands them out in calm batches.
///
/// Every folder the scan enters is watched — one watch each, added as folders appear, dropped as they
/// go — and nothing under the folder is ever written. The app polls ``fileDescriptor`` together with the
/// keyboard; when it is readable, ``readEvents(at:)`` takes the events without waiting. Changes are
/// gathered until ``quietPeriod`` passes without a new one (or ``longestWait`` after the first), so a
/// burst such as copying 500 files in comes out as one batch. The caller sleeps until ``nextDeadline``
/// (none while nothing is pending: an idle watcher costs no processor), then ``takeChanges(at:)`` gives
/// the batch and ``LibraryScanner/rescan(_:changes:folder:)`` turns it into the new library.
///
/// Times are whatever clock the caller counts in (the app's time since start, or a test's virtual time).
/// When inotify is unavailable or its watch limit is reached, ``problem`` says so in one line and the
/// watcher keeps what it has.
public final class FolderWatcher {
    /// How long changes must pause before they are handed out.
    public let quietPeriod: Duration
    /// How long changes that keep coming are held at most, counted from the first.
    public let longestWait: Duration

    /// The watches and the changes gathered.
    private var tree: WatchTree
    /// When the events of the pending changes were read: the first and the latest.
    private var firstEvent: Duration?
    private var lastEvent: Duration?

    /// Starts watching the folder at `folder` and every folder below it that ``LibraryScanner`` enters.
    ///
    /// Start the watcher before scanning: what changes in between is then in the first batch. Throws what
    /// ``LibraryScanner/scan(folder:)`` throws when `folder` cannot be read; problems with inotify itself
    /// are not errors but a ``problem``.
    public convenience init(
        folder: FilePath, quietPeriod: Duration = .milliseconds(150), longestWait: Duration = .seconds(1)
    ) throws(LibraryError) {
        try self.init(folder: folder, quietPeriod: quietPeriod, longestWait: longestWait, watchLimit: nil)
    }

    /// A watcher that, for tests, acts as if the kernel's watch limit were `watchLimit` watches.
    init(folder: FilePath, quietPeriod: Duration, longestWait: Duration, watchLimit: Int?)
        throws(LibraryError)
    {
        let root: FilePath
        do {
            root = try folder.resolved()
            _ = try OpenFolder(path: root, followingLink: true)
        } catch {
            throw LibraryWalk.rootError(error, given: folder)
        }
        self.quietPeriod = quietPeriod
        self.longestWait = longestWait
        tree = WatchTree(root: root, watchLimit: watchLimit)
    }

    /// The watched folder, resolved as ``Library/root`` is.
    public var root: FilePath {
        tree.root
    }

    /// Why some changes may not be seen, in one line (``WatchProblem/description``), or `nil` while every
    /// folder is watched.
    public var problem: WatchProblem? {
        tree.problem
    }

    /// The descriptor to poll for reading (`POLLIN`) alongside the keyboard, or `nil` without inotify.
    public var fileDescriptor: Int32? {
        tree.descriptor
    }

    /// Reads the events queued now, without waiting, into the pending changes, `now` being the time of
    /// reading.
    ///
    /// A new folder is watched here and now, with everything below it. In a storm, one call handles a
    /// bounded number of events (at least 15,000) and the descriptor stays readable for the rest.
    public func readEvents(at now: Duration) {
        guard tree.readEvents() else { return }
        firstEvent = firstEvent ?? now
        lastEvent = now
    }

    /// When the pending changes are due: ``quietPeriod`` after the latest event, at most ``longestWait``
    /// after the first; `nil` while nothing is pending.
    public var nextDeadline: Duration? {
        guard let firstEvent, let lastEvent else { return nil }
        return min(lastEvent + quietPeriod, firstEvent + longestWait)
    }

    /// Drops every watch and watches the folder anew, forgetting the pending changes: for `r`, which then
    /// scans the whole folder. After the folder was gone and came back this re-arms the watcher, whatever
    /// events were missed.
    public func rearm() {
        tree.rearm()
        _ = tree.takeChanges()
        firstEvent = nil
        lastEvent = nil
    }

    /// The pending changes when they are due at `now` (see ``nextDeadline``), leaving none; otherwise
    /// `nil`.
    public func takeChanges(at now: Duration) -> FolderChanges? {
        guard let deadline = nextDeadline, now >= deadline else { return nil }
        firstEvent = nil
        lastEvent = nil
        return tree.takeChanges()
    }
}
