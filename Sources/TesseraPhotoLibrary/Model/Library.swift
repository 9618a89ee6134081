import SystemPackage

/// The albums found under one folder.
public struct Library: Sendable {
    /// The scanned folder's absolute path, with symbolic links and `.`/`..` resolved.
    public let root: FilePath
    /// The albums: the root's own album first when it has photos, then the others in ``NaturalOrder`` of
    /// their relative paths, component by component (so `A/B` follows `A` and precedes `A b`).
    public let albums: [Album]
    /// Folders that could not be read and were passed over, such as those without read permission.
    public let skipped: [FilePath]
    /// The files in the albums' folders that are not photos Tessera shows, counted when they were scanned.
    public let notShown: NotShownFiles

    /// A library with these albums, which the caller has sorted.
    public init(
        root: FilePath, albums: [Album], skipped: [FilePath] = [], notShown: NotShownFiles = NotShownFiles()
    ) {
        self.root = root
        self.albums = albums
        self.skipped = skipped
        self.notShown = notShown
    }
}
