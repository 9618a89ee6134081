import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraShell

extension PhotoLibrarySession {
    /// The screens the folder or photo of ``startLocation`` opens on: its albums (and Feed, and viewer),
    /// or with ``GalleryOptions/opensTimeline`` its timeline (the folder's indexer, made with the session,
    /// opens its database only when a timeline first asks for it), on a warm start drawn from the index's
    /// rows while the folder is scanned in the background.
    func firstScreens(options: GalleryOptions) -> [any ViewController] {
        let location = startLocation
        guard options.opensTimeline, let indexer = context.timelineIndexer else {
            return PhotoScreens.stack(for: location, context: context, animates: options.animates)
        }
        if awaitsStartingScan {
            showsTimeline = true
            return [
                TimelineViewController(fromIndexOf: indexer, context: context, animates: options.animates)
            ]
        }
        let library = location.library
        var focused: Photo?
        if case .photo(_, let album, let photo) = location { focused = library.albums[album].photos[photo] }
        showsTimeline = true
        // A headless cold start draws its settled screen only: made once, from the facts read.
        let settled = startsChecked && options.settlesFirstScreen
        if settled { indexer.settleStartingRun() }
        let photos = takeCheckedPhotos(of: library)
        return [
            TimelineViewController(
                library: library, photos: photos, context: context, indexer: indexer, focusing: focused?.path,
                animates: options.animates, checksLibrary: !startsChecked,
                // A cold start's check is already reading: its first screen is the empty index's all the same.
                timeline: startsChecked && !settled ? Timeline(photos: photos, facts: { _ in nil }) : nil)
        ]
    }

    /// The photos of `library`, the start's (``PhotoIndex/photos(of:)``): the list the cold start's check
    /// was given, the first time; else listed now.
    func takeCheckedPhotos(of library: Library) -> [Photo] {
        defer { checkedPhotos = nil }
        return checkedPhotos ?? PhotoIndex.photos(of: library)
    }

    /// `t`: the folder's timeline in place of its albums, or its albums in place of its timeline; `nil`
    /// for any other command, and where there is no folder to switch (a list of files, one photo's
    /// folder).
    func screens(for command: Command, replacing stack: [any ViewController]) -> [any ViewController]? {
        if command == .toggleTimeline { _ = adoptStartingScan(waiting: true) }
        guard command == .toggleTimeline, !libraryIsOneFolder, let library,
            let indexer = context.timelineIndexer
        else { return nil }
        showsTimeline.toggle()
        guard showsTimeline else {
            return PhotoScreens.stack(for: .folder(library), context: context, animates: context.animates)
        }
        return [
            TimelineViewController(
                library: library, context: context, indexer: indexer, animates: context.animates)
        ]
    }

    /// `U`: puts the photos the last trash moved back where they were; returns what to say in the status
    /// line. A folder's screens see them return through the folder watcher; a list of files
    /// (`tessera -`), which nothing watches, is looked at again, path by path as it was read, so the
    /// photos put back take their places in the list's order and those still gone stay out.
    func undoTrash() -> String? {
        let message = context.trashing.undo()
        if let listedAlbum {
            context.libraryObservers.send(
                LibraryScanner.list(listedAlbum.photos.map(\.path), named: listedAlbum.name).library)
        }
        return message
    }
}
