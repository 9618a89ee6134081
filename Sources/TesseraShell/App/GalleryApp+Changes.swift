extension GalleryApp {
    /// The descriptor the run loop polls with the keyboard: readable when something changed in the
    /// browsed folder. `nil` when no folder is watched.
    public var folderWatchDescriptor: Int32? { session.changesDescriptor }

    /// When changes read from the folder are due to be shown (time since start, as ``advance(to:)``
    /// counts), or `nil` when none are waiting: the run loop sleeps until then at most.
    public var folderChangesDeadline: Duration? { session.changesDeadline }

    /// Reads what the folder watcher has queued (without waiting) and, once the changes have been quiet
    /// for a moment, rescans what they name and shows it: albums and photos appear, vanish, move and
    /// redraw as animated updates. A rescan that fails (the folder is gone) keeps the albums shown and
    /// says why in the status line. Returns whether the screen changed.
    @discardableResult
    public func takeFolderChanges(at now: Duration) -> Bool {
        switch session.takeChanges(at: now) {
        case nil: return false
        case .keep: break
        case .show(let notice): message = notice
        case .clear: message = nil
        }
        return true
    }
}

extension GalleryApp {
    /// Waits for the background work the screens show beyond their pictures (the timeline's index
    /// checking every file) and shows the result at once; nothing when no screen has such work. Headless
    /// runs call it after every event, so their screens do not depend on timing.
    public func settleIndex() {
        for case let screen as any SettlingScreen in stack { screen.settle() }
        if let notice = session.finishStartingScan() { message = notice }
    }
}
