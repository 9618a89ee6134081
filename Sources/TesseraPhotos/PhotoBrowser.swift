import TesseraPhotoLibrary
import TesseraShell

/// The photo browser as the app opens it (`tessera PATH`): its session and first screens, and the kinds
/// of screen it has, for `tessera --help`. What `TesseraGallery` sees of this module; the shell itself
/// sees only the ``AppSession`` and ``ViewController`` protocols.
@MainActor
package enum PhotoBrowser {
    /// The session of the photos at `location` and the screens it opens on; `pictureFinished` is called
    /// from a worker thread when a picture (or the timeline's index) is ready.
    package static func open(
        _ location: LibraryLocation, options: GalleryOptions, pictureFinished: @escaping @Sendable () -> Void
    ) -> (session: any AppSession, screens: [any ViewController]) {
        let session = PhotoLibrarySession(
            location: location, options: options, pictureFinished: pictureFinished)
        return (session, session.firstScreens(options: options))
    }

    /// Every kind of screen of the photo browser, in the order a person meets them.
    package static var screenTypes: [any KeyedScreen.Type] {
        [
            AlbumsViewController.self, PhotoFeedViewController.self, TimelineViewController.self,
            PhotoViewerViewController.self,
        ]
    }
}
