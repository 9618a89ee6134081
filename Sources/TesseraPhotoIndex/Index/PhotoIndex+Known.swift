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
        // Through the rows' buffer, stored field by stored field: a copy of a whole record (about 250
        // bytes, five references) per item cost more than the items themselves.
        let items = withKnownRecords { records in
            records.withUnsafeBufferPointer { rows in
                let dates = (0..<rows.count).map {
                    TimelineDate(
                        dateTaken: rows[$0].facts.dateTaken, modified: FileTime(rows[$0].key), zone: zone)
                }
                let order = TimelineItem.displayOrder(
                    count: rows.count, seconds: { dates[$0].localSeconds }, path: { rows[$0].path })
                return order.map { offset in
                    let path = rows[offset].path
                    let key = rows[offset].key
                    return TimelineItem(
                        photo: Photo(
                            path: path, name: path.fileName, byteCount: key.size, modified: FileTime(key)),
                        kind: rows[offset].facts.kind, date: dates[offset],
                        pixelSize: rows[offset].facts.pixelSize)
                }
            }
        }
        return Timeline(displayOrdered: items)
    }
}

extension FileRecord {
    /// The photo this row describes, as a scan found it when it was read.
    fileprivate var photo: Photo {
        Photo(path: path, name: path.fileName, byteCount: key.size, modified: FileTime(key))
    }
}

extension FileTime {
    /// The modification time of the version `key`.
    fileprivate init(_ key: FileKey) {
        self.init(
            seconds: key.modifiedSeconds, nanoseconds: Int32(truncatingIfNeeded: key.modifiedNanoseconds))
    }
}
