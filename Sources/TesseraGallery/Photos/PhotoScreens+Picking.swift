import SystemPackage

extension PhotoViewerViewController {
    /// The marked photos in the album's order, else the photo on screen.
    var chosenPaths: [FilePath] {
        guard context.marks.isEmpty else { return context.marks.paths(inOrderOf: album.photos) }
        return album.photos.isEmpty ? [] : [photo.path]
    }

    /// Space marks or unmarks this photo and steps to the next; `a` marks the whole album, or none.
    func mark(_ command: Command) {
        guard !album.photos.isEmpty else { return }
        if command == .markAll {
            context.marks.toggleAll(album.photos)
        } else {
            context.marks.toggle(photo)
            index = min(index + 1, album.photos.count - 1)
        }
    }
}
