import SystemPackage

extension PhotoFeedViewController {
    /// The focused photo's path (the marked photos' once there are marks).
    var pickedPaths: [FilePath] { focusedPhoto.map { [$0.path] } ?? [] }
}

extension PhotoViewerViewController {
    /// The photo on screen.
    var pickedPaths: [FilePath] { album.photos.isEmpty ? [] : [photo.path] }
}
