import SystemPackage

/// A photo with its sort key, made once so that sorting compares keys, not strings.
struct SortablePhoto {
    /// The key of the photo's file name.
    let key: NaturalSortKey
    /// The photo.
    let photo: Photo

    /// The photo named `name` (raw bytes) in `folder`, with the status of its target.
    init(name: some Collection<UInt8>, in folder: FilePath, status: FileStatus) {
        key = NaturalSortKey(bytes: name)
        photo = Photo(
            path: folder.appending(name: name),
            name: String(decoding: key.raw, as: UTF8.self),
            byteCount: status.byteCount,
            modified: status.modified)
    }

    /// Whether the photo's file name has exactly these bytes.
    func isNamed(_ name: [UInt8]) -> Bool {
        key.raw == name
    }
}

extension [SortablePhoto] {
    /// The photos in ``NaturalOrder`` of their names.
    func sortedPhotos() -> [Photo] {
        sorted { $0.key < $1.key }.map(\.photo)
    }
}
