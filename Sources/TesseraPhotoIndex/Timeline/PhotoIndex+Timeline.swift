import TesseraPhotoLibrary

extension PhotoIndex {
    /// The timeline of `photos` with what this index knows about them now.
    ///
    /// A large library's items are made and sorted on every core (`ParallelWork`), slice by slice of
    /// `photos`, while the index's lock keeps its rows still, and the sorted slices merged: the timeline
    /// is the one made on one thread.
    public func timeline(of photos: [Photo], zone: LocalTimeZone = .process) -> Timeline {
        let sorted = withKnownTable { table in
            TimelineItem.sortedItems(of: photos, zone: zone) { table[PathKey($0.path)]?.facts }
        }
        return Timeline(displayOrdered: sorted)
    }
}

extension TimelineItem {
    /// Below this many photos, items are made on the calling thread only (a thread's start costs more).
    static let parallelMinimum = 8192

    /// The items of `photos` in display order (``sortedForDisplay(_:)``), each placed by `facts(photo)`
    /// in `zone`: made and sorted in slices on every core when there are at least ``parallelMinimum``
    /// photos, then merged.
    static func sortedItems(
        of photos: [Photo], zone: LocalTimeZone, facts: @escaping @Sendable (Photo) -> PhotoFacts?
    ) -> [TimelineItem] {
        let sliceCount = photos.count < parallelMinimum ? 1 : ParallelWork.threadLimit
        guard sliceCount > 1 else {
            return sortedForDisplay(photos.map { TimelineItem(photo: $0, facts: facts($0), zone: zone) })
        }
        let sliceSize = (photos.count + sliceCount - 1) / sliceCount
        let slices = ParallelWork.map(count: sliceCount) { slice in
            let start = min(slice * sliceSize, photos.count)
            return sortedForDisplay(
                photos[start..<min(start + sliceSize, photos.count)].map {
                    TimelineItem(photo: $0, facts: facts($0), zone: zone)
                })
        }
        return slices.dropFirst().reduce(slices[0]) { merged(inDisplayOrder: $0, $1) }
    }

    /// `first` and `second`, each in display order, merged into one in display order.
    static func merged(inDisplayOrder first: [TimelineItem], _ second: [TimelineItem]) -> [TimelineItem] {
        var result: [TimelineItem] = []
        result.reserveCapacity(first.count + second.count)
        var (left, right) = (0, 0)
        while left < first.count, right < second.count {
            if second[right].isShown(before: first[left]) {
                result.append(second[right])
                right += 1
            } else {
                result.append(first[left])
                left += 1
            }
        }
        result.append(contentsOf: first[left...])
        result.append(contentsOf: second[right...])
        return result
    }

    /// Whether this item comes before `other` in display order: newer, or of the same second and first
    /// by path.
    func isShown(before other: TimelineItem) -> Bool {
        if date.localSeconds != other.date.localSeconds { return date.localSeconds > other.date.localSeconds }
        return photo.path.string < other.photo.path.string
    }
}
