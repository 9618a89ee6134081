import SystemPackage
import TesseraPhotoLibrary
import TesseraShell

extension PhotoLibrarySession {
    var changesDescriptor: Int32? { watcher?.fileDescriptor }

    /// None while a warm start's scan runs: the changes read meanwhile wait for it.
    var changesDeadline: Duration? { awaitsStartingScan ? nil : watcher?.nextDeadline }

    /// Reads what the folder watcher has queued (without waiting) and, once the changes have been quiet
    /// for a moment, rescans what they name and shows it: albums and photos appear, vanish, move and
    /// redraw as animated updates. A rescan that fails (the folder is gone) keeps the albums shown and
    /// says why in the status line. After a warm start, the changes read wait until the timeline's
    /// background scan has found the library they change.
    func takeChanges(at now: Duration) -> StatusMessageChange? {
        if awaitsStartingScan {
            let start = adoptStartingScan(waiting: false)
            guard start.adopted else { return nil }
            // What changed since the watch began, as changes due after the quiet period.
            watcher?.readEvents(at: now)
            return start.notice.map(StatusMessageChange.show) ?? .keep
        }
        guard let watcher, let library else { return nil }
        watcher.readEvents(at: now)
        guard let changes = watcher.takeChanges(at: now) else { return nil }
        do {
            let notice = show(try LibraryScanner.rescan(library, changes: changes, folder: library.root))
            return notice.map(StatusMessageChange.show) ?? .keep
        } catch {
            // The folder's state changed: what the status line said about it before is out of date.
            rescanProblem = Self.rescanProblem(error, root: library.root)
            return .clear
        }
    }

    /// `r` on a photo screen: watches the folder anew (after it was gone, or events were missed), reads it
    /// all again (`tessera FILE`: the photo's folder alone) and shows what changed, animated; returns what
    /// to say in the status line.
    func rescanFolder() -> String? {
        _ = adoptStartingScan(waiting: true)
        guard let library else { return nil }
        watcher?.rearm()
        do {
            show(
                try libraryIsOneFolder
                    ? LibraryScanner.rescanFolderAlone(library) : LibraryScanner.scan(folder: library.root))
            return Self.skippedNotice(self.library?.skipped ?? [])
        } catch {
            rescanProblem = Self.rescanProblem(error, root: library.root)
            return nil
        }
    }

    /// Why changes on disk may not show by themselves, with what to do about it; `nil` when the folder
    /// is watched in full (or is not a folder).
    var note: String? {
        if let rescanProblem { return "\(rescanProblem) · r rescans" }
        guard library != nil || awaitsStartingScan, watchesFolder else { return nil }
        // A warm start's watcher comes with the background scan.
        guard let watcher else { return awaitsStartingScan ? nil : "Not watching for changes · r rescans" }
        return watcher.problem.map { "\($0) · r rescans" }
    }

    /// Why a rescan of the folder at `root` failed, in one line: `Trip is gone` when it is not there.
    static func rescanProblem(_ error: LibraryError, root: FilePath) -> String {
        guard case .notFound = error else { return error.description }
        return "\(root.lastComponent?.string ?? root.string) is gone"
    }

    /// The one line saying how many folders could not be read (unreadable, or deeper than a path may be),
    /// or `nil` when every folder was read.
    static func skippedNotice(_ skipped: [FilePath]) -> String? {
        switch skipped.count {
        case 0: nil
        case 1: "1 folder could not be read"
        default: "\(skipped.count) folders could not be read"
        }
    }

    /// Gives every photo screen the library as it is now; returns what to say: once, when more folders
    /// could not be read, else `nil`.
    @discardableResult
    private func show(_ newLibrary: Library) -> String? {
        let notice =
            Set(newLibrary.skipped) != Set(library?.skipped ?? []) && !newLibrary.skipped.isEmpty
            ? Self.skippedNotice(newLibrary.skipped) : nil
        rescanProblem = nil
        library = newLibrary
        context.libraryObservers.send(newLibrary)
        return notice
    }
}
