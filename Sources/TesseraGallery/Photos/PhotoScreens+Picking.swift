import SystemPackage

extension PhotoFeedViewController {
    /// The focused photo's path (the marked photos' once there are marks).
    var chosenPaths: [FilePath] { focusedPhoto.map { [$0.path] } ?? [] }
}

extension PhotoViewerViewController {
    /// The photo on screen.
    var chosenPaths: [FilePath] { album.photos.isEmpty ? [] : [photo.path] }
}
