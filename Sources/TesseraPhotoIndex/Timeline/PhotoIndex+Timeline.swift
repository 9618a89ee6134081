import TesseraPhotoLibrary

extension PhotoIndex {
    /// The timeline of `photos` with what this index knows about them now.
    ///
    /// A large library's items are made and sorted on every core (`ParallelWork`), slice by slice of
    /// `photos`, while the index's lock keeps its rows still, and the sorted slices merged: the timeline
    /// is the one made on one thread.
    public func timeline(of photos: [Photo], zone: LocalTimeZone = .process) -> Timeline {
        let sorted = withKnownTable { table in
            TimelineItem.sortedItems(of: photos, zone: zone) { table.record(at: PathKey($0.path))?.facts }
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
            let items = photos[start..<min(start + sliceSize, photos.count)].map {
                TimelineItem(photo: $0, facts: facts($0), zone: zone)
            }
            let order = displayOrder(
                count: items.count, seconds: { items[$0].date.localSeconds }, path: { items[$0].photo.path })
            return SortedSlice(items: items, order: order)
        }
        return merged(slices)
    }

    /// Items and their display order (``displayOrder(count:seconds:path:)``).
    struct SortedSlice: Sendable {
        /// The items, in any order.
        let items: [TimelineItem]
        /// The offsets in ``items`` in display order.
        let order: [Int]
    }

    /// The items of `slices`, each in its display order, merged into one array in display order; each item
    /// is copied once.
    static func merged(_ slices: [SortedSlice]) -> [TimelineItem] {
        var result: [TimelineItem] = []
        result.reserveCapacity(slices.reduce(0) { $0 + $1.items.count })
        var next = [Int](repeating: 0, count: slices.count)
        while true {
            // The slices' next items are compared where they lie (by slice and offset), not copied out.
            var first: (slice: Int, offset: Int)?
            for (slice, position) in next.enumerated() where position < slices[slice].order.count {
                let offset = slices[slice].order[position]
                if let shown = first,
                    !slices[slice].items[offset].isShown(before: slices[shown.slice].items[shown.offset])
                {
                    continue
                }
                first = (slice, offset)
            }
            guard let first else { return result }
            result.append(slices[first.slice].items[first.offset])
            next[first.slice] += 1
        }
    }

    /// Whether this item comes before `other` in display order: newer, or of the same second and first
    /// by path.
    func isShown(before other: TimelineItem) -> Bool {
        if date.localSeconds != other.date.localSeconds { return date.localSeconds > other.date.localSeconds }
        return photo.path.string < other.photo.path.string
    }
}
