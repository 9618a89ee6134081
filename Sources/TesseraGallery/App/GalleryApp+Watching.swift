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
    /// redraw as animated updates. Returns whether the screen changed.
    @discardableResult
    public func takeFolderChanges(at now: Duration) -> Bool {
        guard let watcher, let library else { return false }
        watcher.readEvents(at: now)
        guard let changes = watcher.takeChanges(at: now) else { return false }
        guard let rescanned = try? LibraryScanner.rescan(library, changes: changes, folder: library.root)
        else { return false }
        show(rescanned)
        return true
    }

    /// `r` on a photo screen: reads the whole folder again and shows what changed, animated.
    func rescanFolder() -> String? {
        guard let library else { return nil }
        do {
            show(try LibraryScanner.scan(folder: library.root))
            return nil
        } catch {
            return error.description
        }
    }

    /// Why changes on disk may not show by themselves, with what to do about it; `nil` when the folder
    /// is watched in full (or is not a folder).
    var watchNotice: String? {
        guard library != nil, watchesFolder else { return nil }
        guard let watcher else { return "Not watching for changes · r rescans" }
        return watcher.problem.map { "\($0) · r rescans" }
    }

    /// Gives every photo screen the library as it is now.
    private func show(_ newLibrary: Library) {
        library = newLibrary
        let albums = Dictionary(newLibrary.albums.map { ($0.folder, $0) }, uniquingKeysWith: { a, _ in a })
        for screen in stack {
            if let list = screen as? AlbumsViewController {
                list.replaceAlbums(newLibrary.albums)
            } else if let feed = screen as? PhotoFeedViewController {
                let album = feed.album
                feed.replaceAlbum(
                    albums[album.folder] ?? Album(name: album.name, folder: album.folder, photos: []))
            }
        }
    }
}
