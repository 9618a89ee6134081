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
    /// Made from the rows without looking each photo up by path again: their dates first, then each
    /// item once, in display order (no second copy of 100,000 items to sort them).
    public func knownTimeline(zone: LocalTimeZone = .process) -> Timeline {
        let items = withKnownRecords { records in
            let dates = records.map {
                TimelineDate(dateTaken: $0.facts.dateTaken, modified: $0.modified, zone: zone)
            }
            let order = TimelineItem.displayOrder(
                count: records.count, seconds: { dates[$0].localSeconds }, path: { records[$0].path })
            return order.map { offset in
                let record = records[offset]
                return TimelineItem(
                    photo: record.photo, kind: record.facts.kind, date: dates[offset],
                    pixelSize: record.facts.pixelSize)
            }
        }
        return Timeline(displayOrdered: items)
    }
}

extension FileRecord {
    /// The photo this row describes, as a scan found it when it was read.
    fileprivate var photo: Photo {
        Photo(path: path, name: path.fileName, byteCount: key.size, modified: modified)
    }

    /// The modification time of the version that was read.
    fileprivate var modified: FileTime {
        FileTime(
            seconds: key.modifiedSeconds, nanoseconds: Int32(truncatingIfNeeded: key.modifiedNanoseconds))
    }
}
