import SystemPackage
import TesseraPhotoLibrary

extension GalleryApp {
    /// The descriptor the run loop polls with the keyboard: readable when something changed in the
    /// browsed folder. `nil` when no folder is watched.
    public var folderWatchDescriptor: Int32? { watcher?.fileDescriptor }

    /// When changes read from the folder are due to be shown (time since start, as ``advance(to:)``
    /// counts), or `nil` when none are waiting: the run loop sleeps until then at most.
    public var folderChangesDeadline: Duration? { watcher?.nextDeadline }

    /// Reads what the folder watcher has queued (without waiting) and, once the changes have been quiet
    /// for a moment, rescans what they name and shows it: albums and photos appear, vanish, move and
    /// redraw as animated updates. A rescan that fails (the folder is gone) keeps the albums shown and
    /// says why in the status line. Returns whether the screen changed.
    @discardableResult
    public func takeFolderChanges(at now: Duration) -> Bool {
        guard let watcher, let library else { return false }
        watcher.readEvents(at: now)
        guard let changes = watcher.takeChanges(at: now) else { return false }
        do {
            show(try LibraryScanner.rescan(library, changes: changes, folder: library.root))
        } catch {
            // The folder's state changed: what the status line said about it before is out of date.
            message = nil
            rescanProblem = Self.rescanProblem(error, root: library.root)
        }
        return true
    }

    /// `r` on a photo screen: watches the folder anew (after it was gone, or events were missed), reads it
    /// all again and shows what changed, animated; returns what to say in the status line.
    func rescanFolder() -> String? {
        guard let library else { return nil }
        watcher?.rearm()
        do {
            show(try LibraryScanner.scan(folder: library.root))
            return Self.skippedNotice(self.library?.skipped ?? [])
        } catch {
            rescanProblem = Self.rescanProblem(error, root: library.root)
            return nil
        }
    }

    /// Why changes on disk may not show by themselves, with what to do about it; `nil` when the folder
    /// is watched in full (or is not a folder).
    var watchNotice: String? {
        if let rescanProblem { return "\(rescanProblem) · r rescans" }
        guard library != nil, watchesFolder else { return nil }
        guard let watcher else { return "Not watching for changes · r rescans" }
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

    /// Gives every photo screen the library as it is now; says once when more folders could not be read.
    private func show(_ newLibrary: Library) {
        if Set(newLibrary.skipped) != Set(library?.skipped ?? []), !newLibrary.skipped.isEmpty {
            message = Self.skippedNotice(newLibrary.skipped)
        }
        rescanProblem = nil
        library = newLibrary
        showAlbums(newLibrary.albums)
    }

    /// Gives every photo screen these albums, as they are now on disk: the album list all of them, a
    /// Feed and its viewer their own album (emptied when it is gone).
    func showAlbums(_ newAlbums: [Album]) {
        let albums = Dictionary(newAlbums.map { ($0.folder, $0) }, uniquingKeysWith: { a, _ in a })
        var shownAlbum: Album?
        for screen in stack {
            if let list = screen as? AlbumsViewController {
                list.replaceAlbums(newAlbums)
            } else if let feed = screen as? PhotoFeedViewController {
                let album = feed.album
                feed.replaceAlbum(
                    albums[album.folder] ?? Album(name: album.name, folder: album.folder, photos: []))
                shownAlbum = feed.shownAlbum
            } else if let timeline = screen as? TimelineViewController, let library {
                timeline.replaceLibrary(library)
                shownAlbum = timeline.shownAlbum
            } else if let viewer = screen as? PhotoViewerViewController {
                viewer.replaceAlbum(shownAlbum ?? albums[viewer.album.folder] ?? viewer.album.emptied)
            }
        }
    }
}

extension Album {
    /// This album with no photos left.
    fileprivate var emptied: Album { Album(name: name, folder: folder, photos: []) }
}
