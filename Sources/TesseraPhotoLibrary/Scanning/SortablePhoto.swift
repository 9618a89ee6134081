import SystemPackage

/// A photo with its file name's bytes, to sort by and to find it by.
struct SortablePhoto {
    /// The file name's bytes as on disk.
    let rawName: [UInt8]
    /// The photo.
    let photo: Photo

    /// The photo named `name` (raw bytes) in `folder`, with the status of its target.
    init(name: some Collection<UInt8>, in folder: FilePath, status: FileStatus) {
        rawName = Array(name)
        photo = Photo(
            path: folder.appending(name: rawName),
            name: String(decoding: rawName, as: UTF8.self),
            byteCount: status.byteCount,
            modified: status.modified,
            inode: status.identity.inode)
    }
}

extension [SortablePhoto] {
    /// The photos in ``NaturalOrder`` of their names.
    func sortedByName() -> [SortablePhoto] {
        var table = NaturalSortTable()
        for photo in self { table.append(photo.rawName) }
        return table.sortedPositions().map { self[$0] }
    }
}
