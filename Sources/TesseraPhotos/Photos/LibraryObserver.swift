import SystemPackage
import TesseraPhotoLibrary

/// A photo screen that shows part of the library and takes in its changes on disk (the album list, a
/// Feed, the viewer): it registers with ``PhotoContext/libraryObservers`` when made.
@MainActor
protocol LibraryObserver: AnyObject {
    /// Takes in the library as read now (`albums` by folder). `shownBelow` is the album as the screen
    /// opened before this one shows it, if any (a Feed's photos, filtered and sorted); returns the album
    /// as this screen shows it now, for the screens opened from it (or `nil`).
    func libraryChanged(_ library: Library, albums: [FilePath: Album], shownBelow: Album?) -> Album?
}

/// The photo screens alive, in the order they were made (the order of the navigation stack), held
/// weakly: a screen closed and gone no longer hears of changes.
@MainActor
final class LibraryObservers {
    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var screen: (any LibraryObserver)?
    }

    /// Adds `screen`, after those made before it.
    func add(_ screen: any LibraryObserver) {
        observers.removeAll { $0.screen == nil }
        observers.append(WeakObserver(screen: screen))
    }

    /// Tells every screen alive of `library`, each passing the album it shows to the next.
    func send(_ library: Library) {
        let albums = Dictionary(library.albums.map { ($0.folder, $0) }, uniquingKeysWith: { a, _ in a })
        var shown: Album?
        for observer in observers {
            guard let screen = observer.screen else { continue }
            shown = screen.libraryChanged(library, albums: albums, shownBelow: shown) ?? shown
        }
    }
}
