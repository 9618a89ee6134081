import TesseraPhotoLibrary
import TesseraShell

/// The screens `tessera PATH` opens on.
@MainActor
enum PhotoScreens {
    /// The navigation stack for a location: the album list, opened straight into the Feed when the folder
    /// holds exactly one album (Back still leads to the list); for a photo, also the viewer on it.
    static func stack(for location: LibraryLocation, context: PhotoContext, animates: Bool = true)
        -> [any ViewController]
    {
        switch location {
        case .folder(let library):
            let albums = AlbumsViewController(library: library, context: context, animates: animates)
            guard library.albums.count == 1 else { return [albums] }
            return [
                albums,
                PhotoFeedViewController(album: library.albums[0], context: context, animates: animates),
            ]
        case .photo(let library, let album, let photo):
            return [
                AlbumsViewController(library: library, context: context, animates: animates),
                PhotoFeedViewController(
                    album: library.albums[album], context: context, focusing: photo, animates: animates),
                PhotoViewerViewController(album: library.albums[album], index: photo, context: context),
            ]
        }
    }
}
