import SystemPackage

/// A folder that directly holds at least one photo, with those photos in natural order.
public struct Album: Hashable, Sendable {
    /// The name to show: the folder's path relative to the library's root (`Trips/2024 Rome`), or the
    /// root's own name for the photos lying directly in it.
    ///
    /// Bytes that are not valid UTF-8 are repaired with U+FFFD.
    public let name: String
    /// The folder's absolute path, bytes exactly as on disk.
    public let folder: FilePath
    /// The folder's photos, sorted by ``NaturalOrder`` of their names.
    public let photos: [Photo]

    /// An album of `photos`, which the caller has sorted.
    public init(name: String, folder: FilePath, photos: [Photo]) {
        self.name = name
        self.folder = folder
        self.photos = photos
    }

    /// When the album's most recently modified photo changed, or `nil` when it has no photos.
    ///
    /// Shown on album cards as "Updated Nov 23, 2026" (see ``FileTime/shortLocalDate``).
    public var newestModification: FileTime? {
        photos.lazy.map(\.modified).max()
    }
}
