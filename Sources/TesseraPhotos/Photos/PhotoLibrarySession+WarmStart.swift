import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraShell

/// The timeline's warm start: `tessera --timeline FOLDER` leaves the folder unscanned
/// (``GalleryOptions/folderIsScanned``); when the folder's index knows its photos, the first screen is
/// drawn from the index's rows and the folder is scanned and every file checked in the background.
extension PhotoLibrarySession {
    /// Where a session made with `location` starts: `location` itself when its folder was scanned; for a
    /// folder left unscanned, the same location with `fromIndex` when the timeline opens and `indexer`'s
    /// index knows photos under the folder, else the folder scanned now (a cold start, or albums).
    ///
    /// On a cold start of the timeline, `indexer` starts checking the scanned photos at once, while the
    /// first screen is made, instead of when the screen asks: `checking` is the list of them it checks
    /// (``PhotoIndex/photos(of:)`` of the scanned library), which the first screen takes instead of
    /// listing them again.
    static func start(at location: LibraryLocation, options: GalleryOptions, indexer: TimelineIndexer?) -> (
        location: LibraryLocation, fromIndex: Bool, checking: [Photo]?
    ) {
        guard !options.folderIsScanned, case .folder(let unscanned) = location else {
            return (location, false, nil)
        }
        guard options.opensTimeline, let indexer else {
            // Gone since it was found: the screens show an empty folder, as a rescan that found it gone would.
            return (.folder((try? LibraryScanner.scan(folder: unscanned.root)) ?? unscanned), false, nil)
        }
        // The folder's scan runs in the background while the index's rows are read; its worker starts
        // the folder's watcher first.
        indexer.startScan(watching: options.watchesFolder)
        if indexer.index.count > 0 { return (location, true, nil) }
        indexer.waitForScan()
        guard let scanned = try? indexer.scan?.get() else { return (.folder(unscanned), false, nil) }
        let photos = PhotoIndex.photos(of: scanned)
        indexer.update(photos: photos)
        return (.folder(scanned), false, photos)
    }

    /// After a warm start, takes the library the timeline's background scan found as the folder's
    /// (``library``), once that scan has ended; with `waiting`, waits for it first. Returns whether it
    /// took it (`false`: no warm start waits, or the scan has not ended yet), and what the status line
    /// should say about the scan: the files not shown and the folders that could not be read, as a
    /// start from a scan says them, or why the folder could not be scanned.
    func adoptStartingScan(waiting: Bool) -> (adopted: Bool, notice: String?) {
        guard awaitsStartingScan, let indexer = context.timelineIndexer else { return (false, nil) }
        if waiting { indexer.waitForScan() }
        guard let scan = indexer.scan else { return (false, nil) }
        awaitsStartingScan = false
        if watchesFolder { watcher = indexer.takeWatcher() }
        switch scan {
        case .success(let scanned):
            library = scanned
            let notes = [scanned.notShown.note, Self.skippedNotice(scanned.skipped)].compactMap { $0 }
            return (true, notes.isEmpty ? nil : notes.joined(separator: " · "))
        case .failure(let error):
            library = Library(root: startLocation.library.root, albums: [])
            rescanProblem = Self.rescanProblem(error, root: startLocation.library.root)
            return (true, nil)
        }
    }
}
