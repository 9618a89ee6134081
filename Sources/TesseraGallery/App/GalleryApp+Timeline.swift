import TesseraPhotoLibrary

extension GalleryApp {
    /// The screens a folder or photo opens on: its albums (and Feed, and viewer), or with
    /// ``GalleryOptions/opensTimeline`` its timeline. The timeline's indexer is made here, for the folder
    /// (it opens its database only when a timeline first asks for it).
    static func photoStack(
        for location: LibraryLocation, options: GalleryOptions, context: PhotoContext,
        wake: @escaping @Sendable () -> Void
    ) -> [any ViewController] {
        let library: Library
        switch location {
        case .folder(let folder), .photo(let folder, _, _): library = folder
        }
        if !options.photosAreAList {
            context.timelineIndexer = TimelineIndexer(root: library.root, storage: options.index, wake: wake)
        }
        guard options.opensTimeline, let indexer = context.timelineIndexer else {
            return PhotoScreens.stack(for: location, context: context, animates: options.animates)
        }
        var focused: Photo?
        if case .photo(_, let album, let photo) = location { focused = library.albums[album].photos[photo] }
        return [
            TimelineViewController(
                library: library, context: context, indexer: indexer, focusing: focused?.path,
                animates: options.animates)
        ]
    }

    /// `t`: the folder's timeline in place of its albums, or its albums in place of its timeline.
    func toggleTimeline() {
        guard let library, let context = photoContext, let indexer = context.timelineIndexer else { return }
        if top is TimelineViewController {
            stack = PhotoScreens.stack(for: .folder(library), context: context, animates: context.animates)
        } else {
            stack = [
                TimelineViewController(
                    library: library, context: context, indexer: indexer, animates: context.animates)
            ]
        }
        for screen in stack { screen.setViewport(contentArea) }
    }

    /// Waits for the timeline's index to check every file and shows the result at once; nothing when no
    /// timeline is open. Headless runs call it after every event, so their screens do not depend on
    /// timing.
    public func settleIndex() {
        for case let timeline as TimelineViewController in stack { timeline.settleIndex() }
    }
}
