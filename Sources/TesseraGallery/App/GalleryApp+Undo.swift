import TesseraPhotoLibrary

extension GalleryApp {
    /// `U`: puts the photos the last trash moved back where they were; returns what to say in the status
    /// line. A folder's screens see them return through the folder watcher; a list of files
    /// (`tessera -`), which nothing watches, shows them again at once, in the list's order.
    func undoTrash() -> String? {
        guard let photoContext else { return nil }
        let message = photoContext.trashing.undo()
        if let listedAlbum { showListAgain(listedAlbum) }
        return message
    }

    /// Shows the photos of the list as given that are files now (each path looked at again, as the list
    /// was read), so those put back take their places again and those still gone stay out.
    private func showListAgain(_ listed: Album) {
        showAlbums(LibraryScanner.list(listed.photos.map(\.path), named: listed.name).library.albums)
    }
}
