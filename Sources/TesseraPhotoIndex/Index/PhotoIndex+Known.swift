import SystemPackage
import TesseraPhotoLibrary

extension PhotoIndex {
    /// Every photo the index knows under ``root``, made from its rows alone (no file is touched): a warm
    /// start draws its first timeline screen from these while the folder is scanned and checked in the
    /// background. Each photo has the size and modification time of the version that was read; in no
    /// particular order (a ``Timeline`` sorts them).
    public func knownPhotos() -> [Photo] {
        withKnownRecords { records in records.map(\.photo) }
    }

    /// The timeline of every photo the index knows (``knownPhotos()``), as it was when last checked: the
    /// first screen of a warm start, before the folder's scan and check report what changed on disk.
    ///
    /// Made from the rows in one pass, without looking each photo up by path again.
    public func knownTimeline(zone: LocalTimeZone = .process) -> Timeline {
        let items = withKnownRecords { records in
            records.map { TimelineItem(photo: $0.photo, facts: $0.facts, zone: zone) }
        }
        return Timeline(items: items)
    }
}

extension FileRecord {
    /// The photo this row describes, as a scan found it when it was read.
    fileprivate var photo: Photo {
        Photo(
            path: path, name: path.lastComponent?.string ?? path.string, byteCount: key.size,
            modified: FileTime(
                seconds: key.modifiedSeconds,
                nanoseconds: Int32(truncatingIfNeeded: key.modifiedNanoseconds)))
    }
}
