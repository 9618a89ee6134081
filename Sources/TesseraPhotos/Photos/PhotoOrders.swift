import TesseraKit
import TesseraPhotoLibrary

/// The orders `s` cycles the album list through; each case's raw value is its label.
enum AlbumOrder: String, ArrangementOrder {
    /// As the folder gives them: the root's own album first, then by path (natural order).
    case folder = ""
    /// The album with the most recently changed photo first.
    case newestPhoto = "newest first"
    /// The album with the most photos first.
    case photoCount = "most photos first"

    func isBefore(_ a: Album, _ b: Album) -> Bool? {
        switch self {
        case .folder: nil
        case .newestPhoto: (a.newestModification ?? .distantPast) > (b.newestModification ?? .distantPast)
        case .photoCount: a.photos.count > b.photos.count
        }
    }
}

/// The orders `s` cycles an album's Feed through; each case's raw value is its label.
enum PhotoOrder: String, ArrangementOrder {
    /// By name, as the folder gives them (natural order).
    case name = ""
    /// The most recently changed first.
    case newest = "newest first"
    /// The largest file first.
    case size = "largest first"

    func isBefore(_ a: Photo, _ b: Photo) -> Bool? {
        switch self {
        case .name: nil
        case .newest: a.modified > b.modified
        case .size: a.byteCount > b.byteCount
        }
    }
}

extension FileTime {
    /// Earlier than any file's time: where an album without photos sorts.
    static let distantPast = FileTime(seconds: .min, nanoseconds: 0)
}
