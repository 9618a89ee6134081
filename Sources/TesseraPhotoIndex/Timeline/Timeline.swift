import SystemPackage
import TesseraPhotoLibrary

/// Every photo and video of a library, newest first by date taken, in one section per month.
///
/// Pure: made from the photos and their facts in one pass and a sort; dates become local wall-clock time
/// "as recorded" (see ``TimelineDate``), and sections follow the local month of each item.
public struct Timeline: Hashable, Sendable {
    /// The items in display order: newest first, ties by path.
    public let items: [TimelineItem]
    /// The months, newest first; each covers a run of ``items``.
    public let sections: [MonthSection]

    /// The timeline of `items`, in any order.
    public init(items: [TimelineItem]) {
        self.init(displayOrdered: TimelineItem.sortedForDisplay(items))
    }

    /// The timeline of `sorted`, items already in display order (``TimelineItem/displayOrder(count:seconds:path:)``).
    init(displayOrdered sorted: [TimelineItem]) {
        var sections: [MonthSection] = []
        var start = 0
        var counts = MediaCounts()
        for (index, item) in sorted.enumerated() {
            counts.add(item.kind)
            let day = item.date.day
            let next = index + 1 < sorted.count ? sorted[index + 1].date.day : nil
            guard next?.year != day.year || next?.month != day.month else { continue }
            sections.append(
                MonthSection(year: day.year, month: day.month, items: start..<index + 1, counts: counts))
            start = index + 1
            counts = MediaCounts()
        }
        self.items = sorted
        self.sections = sections
    }

    /// The timeline of `photos`, each placed by `facts(path)` (its indexed facts, or `nil` when not yet
    /// indexed) in `zone`.
    public init(photos: [Photo], zone: LocalTimeZone = .process, facts: (FilePath) -> PhotoFacts?) {
        self.init(items: photos.map { TimelineItem(photo: $0, facts: facts($0.path), zone: zone) })
    }

    /// The items `isShown` keeps (the `/` filter), in the same order and months; each section's
    /// ``MonthSection/unfilteredCounts`` holds the month's counts in this timeline, so its title reads
    /// "shown of total".
    public func filtered(_ isShown: (TimelineItem) -> Bool) -> Timeline {
        let kept = Timeline(items: items.filter(isShown))
        var totals: [Int: MediaCounts] = [:]
        for section in sections { totals[section.year * 12 + section.month] = section.counts }
        let sections = kept.sections.map {
            MonthSection(
                year: $0.year, month: $0.month, items: $0.items, counts: $0.counts,
                unfilteredCounts: totals[$0.year * 12 + $0.month] ?? $0.counts)
        }
        return Timeline(items: kept.items, sections: sections)
    }

    init(items: [TimelineItem], sections: [MonthSection]) {
        self.items = items
        self.sections = sections
    }

    /// Which section the item at `index` of ``items`` is in, and where in it.
    public func location(ofItem index: Int) -> (section: Int, item: Int)? {
        guard items.indices.contains(index) else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].items.lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - sections[low].items.lowerBound)
    }
}
