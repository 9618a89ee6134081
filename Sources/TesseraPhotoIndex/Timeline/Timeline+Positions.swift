extension Timeline {
    /// Where each month starts in ``items``: the sections of the whole timeline a filter narrows, by
    /// position.
    public var sectionStarts: [Int] { sections.map(\.items.lowerBound) }

    /// The items at `positions` (ascending offsets into ``items``), in their months, as
    /// ``filtered(_:)`` keeps them: months with none are gone, and each section's
    /// ``MonthSection/unfilteredCounts`` holds the month's counts in this timeline. O(kept + months),
    /// without sorting again: what a `/` filter that knows its matches by position shows.
    public func keeping(positions: [Int]) -> Timeline {
        var kept: [TimelineItem] = []
        kept.reserveCapacity(positions.count)
        var keptSections: [MonthSection] = []
        var section = 0
        var index = 0
        while index < positions.count {
            // The run of positions in the month `section`.
            while sections[section].items.upperBound <= positions[index] { section += 1 }
            let month = sections[section]
            let start = kept.count
            var counts = MediaCounts()
            while index < positions.count && positions[index] < month.items.upperBound {
                let item = items[positions[index]]
                counts.add(item.kind)
                kept.append(item)
                index += 1
            }
            keptSections.append(
                MonthSection(
                    year: month.year, month: month.month, items: start..<kept.count, counts: counts,
                    unfilteredCounts: month.counts))
        }
        return Timeline(items: kept, sections: keptSections)
    }
}
