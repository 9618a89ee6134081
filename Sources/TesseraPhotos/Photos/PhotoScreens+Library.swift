import SystemPackage
import TesseraPhotoLibrary

extension AlbumsViewController: LibraryObserver {
    /// Every album as read now; shows none in particular to the screens above.
    func libraryChanged(_ library: Library, albums: [FilePath: Album], shownBelow: Album?) -> Album? {
        replaceItems(library.albums)
        return nil
    }
}

extension PhotoFeedViewController: LibraryObserver {
    /// Its album as read now (emptied when its folder holds no photos any more); the viewer above steps
    /// through the photos as this Feed shows them.
    func libraryChanged(_ library: Library, albums: [FilePath: Album], shownBelow: Album?) -> Album? {
        replaceAlbum(albums[album.folder] ?? album.emptied)
        return shownAlbum
    }
}

extension TimelineViewController: LibraryObserver {
    /// Every photo of the library as read now (the index checks the new list); the viewer above steps
    /// through the photos as the timeline shows them.
    func libraryChanged(_ library: Library, albums: [FilePath: Album], shownBelow: Album?) -> Album? {
        replaceLibrary(library)
        return shownAlbum
    }
}

extension PhotoViewerViewController: LibraryObserver {
    /// The photos of the Feed beneath as it shows them now, else its album as read now.
    func libraryChanged(_ library: Library, albums: [FilePath: Album], shownBelow: Album?) -> Album? {
        replaceAlbum(shownBelow ?? albums[album.folder] ?? album.emptied)
        return nil
    }
}

extension Album {
    /// This album with no photos left.
    fileprivate var emptied: Album { Album(name: name, folder: folder, photos: []) }
}
