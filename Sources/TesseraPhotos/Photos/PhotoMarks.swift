import SystemPackage
import TesseraPhotoLibrary
import TesseraShell

/// The marked photos, kept by file path, so marks survive filtering, sorting, the viewer's stepping and
/// rescans (a photo that goes away leaves them). Toggling is O(1); the total size is kept as marks change.
final class PhotoMarks {
    /// The marked photos' sizes, by path.
    private(set) var sizes: [FilePath: Int64] = [:]
    /// The marked photos' total size in bytes.
    private(set) var byteCount: Int64 = 0

    /// How many photos are marked.
    var count: Int { sizes.count }
    /// Whether nothing is marked.
    var isEmpty: Bool { sizes.isEmpty }

    /// Whether `photo` is marked.
    func contains(_ photo: Photo) -> Bool { sizes[photo.path] != nil }

    /// Marks `photo`, or unmarks it if it was marked.
    func toggle(_ photo: Photo) {
        if contains(photo) { unmark(photo) } else { mark(photo) }
    }

    /// Marks `photo`.
    func mark(_ photo: Photo) {
        guard sizes.updateValue(photo.byteCount, forKey: photo.path) == nil else { return }
        byteCount += photo.byteCount
    }

    /// Unmarks `photo`.
    func unmark(_ photo: Photo) {
        guard let size = sizes.removeValue(forKey: photo.path) else { return }
        byteCount -= size
    }

    /// Marks every one of `photos`, or, when all of them are marked already, unmarks them.
    func toggleAll(_ photos: [Photo]) {
        if photos.allSatisfy(contains) {
            for photo in photos { unmark(photo) }
        } else {
            for photo in photos { mark(photo) }
        }
    }

    /// Unmarks everything.
    func clear() {
        sizes.removeAll()
        byteCount = 0
    }

    /// Unmarks the photos of `old` that are not in `new` (gone from the folder).
    func forget(_ old: [Photo], keeping new: [Photo]) {
        let kept = Set(new.map(\.path))
        for photo in old where !kept.contains(photo.path) { unmark(photo) }
    }

    /// `3 selected · 12.4 MB`, or `nil` when nothing is marked.
    var summary: String? {
        isEmpty ? nil : "\(CountFormat.grouped(count)) selected · \(ByteCountFormat.string(byteCount))"
    }

    /// The marked paths: those of `shown` in their order, then any others (from other lists) by path.
    func paths(inOrderOf shown: [Photo]) -> [FilePath] {
        let ordered = shown.lazy.filter(contains).map(\.path)
        let listed = Set(ordered)
        let others = sizes.keys.filter { !listed.contains($0) }.sorted { $0.string < $1.string }
        return Array(ordered) + others
    }
}
