import TesseraCanvas
import TesseraGraphics
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails

/// The session of `tessera PATH`: the pipeline that makes the photos' pictures, what the photo screens
/// share (``PhotoContext``), the library as last read, and what watches its folder. The shell sees it as
/// an ``AppSession``; the photo screens hear of the library's changes as ``LibraryObserver``s.
@MainActor
final class PhotoLibrarySession: AppSession {
    /// Makes the photos' pictures.
    let pipeline: PicturePipeline
    /// What the photo screens share.
    let context: PhotoContext
    /// The folder's albums as last read (`nil` for a list of files, which is never read again).
    var library: Library?
    /// What notices changes in the folder (`tessera PATH` with a folder); after a timeline's warm
    /// start, made by the background scan and taken with its library (``adoptStartingScan(waiting:)``).
    var watcher: FolderWatcher?
    /// Whether the folder was to be watched (``GalleryOptions/watchesFolder``).
    let watchesFolder: Bool
    /// Whether the library is one photo's folder alone (`tessera FILE`), which `r` reads again without
    /// its subfolders.
    let libraryIsOneFolder: Bool
    /// The photos of a list of files (`tessera -`) as given, which no watcher follows.
    let listedAlbum: Album?
    /// Whether the timeline is shown in place of the albums (``GalleryOptions/opensTimeline``, then `t`).
    var showsTimeline = false
    /// Why the last rescan of the folder failed (such as the folder being gone), until one succeeds.
    var rescanProblem: String?
    let startMessage: String?
    /// Where the first screens are: the location the session was made with, its folder scanned.
    let startLocation: LibraryLocation
    /// Whether the timeline started from its index's rows and ``library`` waits for the indexer's
    /// background scan (``adoptStartingScan(waiting:)``).
    var awaitsStartingScan = false
    /// Whether the timeline's indexer began checking the scanned photos as the session started (a cold
    /// start), so that the first timeline screen does not start it again.
    let startsChecked: Bool
    /// The photos that check was given, in the library's order, until the first timeline screen takes
    /// them (``takeCheckedPhotos(of:)``): 100,000 photos of 480 albums are listed once, not twice.
    var checkedPhotos: [Photo]?

    /// The session of the photos at `location`; `pictureFinished` is called from a worker thread when a
    /// picture is ready.
    init(
        location given: LibraryLocation, options: GalleryOptions,
        pictureFinished: @escaping @Sendable () -> Void
    ) {
        let indexer =
            options.photosAreAList
            ? nil
            : TimelineIndexer(
                root: given.library.root, storage: options.index,
                checksInForeground: options.settlesFirstScreen, wake: pictureFinished)
        let start = Self.start(at: given, options: options, indexer: indexer)
        let location = start.location
        startLocation = location
        awaitsStartingScan = start.fromIndex
        startsChecked = start.checking != nil
        checkedPhotos = start.checking
        if case .photo = location { libraryIsOneFolder = true } else { libraryIsOneFolder = false }
        watchesFolder = options.watchesFolder && !options.photosAreAList && !libraryIsOneFolder
        // An eighth of the pictures' memory holds them painted into cells, the rest decoded.
        let paintedLimit = options.pictureMemoryLimit / 8
        pipeline = PicturePipeline(
            configuration: PicturePipeline.Configuration(
                memoryByteLimit: options.pictureMemoryLimit - paintedLimit,
                diskCache: options.thumbnailCache.map(ThumbnailDiskCache.init)),
            onFinish: pictureFinished)
        listedAlbum = options.photosAreAList ? location.library.albums.first : nil
        switch location {
        case .folder(let library) where !options.photosAreAList:
            self.library = start.fromIndex ? nil : library
            watcher =
                !options.watchesFolder || start.fromIndex
                ? nil : indexer?.takeWatcher() ?? (try? FolderWatcher(folder: library.root))
        case .photo(let library, _, _) where !options.photosAreAList:
            // Not watched, but kept so that `r` reads the photo's folder again.
            self.library = library
            watcher = nil
        default:
            watcher = nil
        }
        context = PhotoContext(
            pipeline: pipeline, rendering: options.pictureRendering,
            cellPixels: options.graphics == .blocks ? nil : options.cellPixelSize,
            textShowsOverPixels: options.graphics == .kitty,
            paintedByteLimit: paintedLimit,
            shapes: PhotoShapes(readsAhead: options.readsShapesAhead, onChange: pictureFinished))
        context.isPicking = options.isPicking
        context.trashing = PhotoTrashing(trash: options.trash)
        context.animates = options.animates
        context.viewerLoads = ViewerLoads(onFinish: pictureFinished)
        context.slideshowInterval = options.slideshowInterval
        context.timelineIndexer = indexer
        startMessage = Self.startMessage(library: location.library, terminalNote: options.terminalNote)
    }

    /// What the first screen's status line says until the first key or click: the files of the folder
    /// that are not shown (`4 files not shown: .xyz, .abc`), the folders that could not be read
    /// (`2 folders could not be read`) and the terminal's note, each said once.
    private static func startMessage(library: Library, terminalNote: String?) -> String? {
        let notes = [library.notShown.note, skippedNotice(library.skipped), terminalNote].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: " · ")
    }

    func perform(_ command: Command) -> String?? {
        switch command {
        case .undoTrash: .some(undoTrash())
        case .reset where library != nil || awaitsStartingScan: .some(rescanFolder())
        default: nil
        }
    }

    func collectFinishedPictures() -> Bool { pipeline.collectFinished() }

    func want(_ wants: PictureWants) { pipeline.want(wants.all) }

    func wait(for wants: PictureWants) {
        pipeline.want(wants.all)
        pipeline.wait(for: wants.shown)
        context.viewerLoads.waitUntilIdle()
    }

    func waitForShapes() { context.shapes.wait() }

    func finishStartingScan() -> String? { adoptStartingScan(waiting: true).notice }

    func finishBackgroundWork() { pipeline.finishWork() }

    func beginFrame(realPixels: Bool, coveredBy help: CellRect?) {
        context.beginFrame(realPixels: realPixels, coveredBy: help)
    }

    func takePlacements() -> [GraphicPlacement] { context.takePlacements() }
}
