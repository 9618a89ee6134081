extension Timeline {
    /// Where `:` + `target` goes: the index in ``items`` of the first item in display order inside the
    /// period (the newest of it); with none there, the item whose date is nearest the period (ties: the
    /// newer), the first in display order of those with that date. `nil` only for an empty timeline.
    public func itemIndex(jumpingTo target: JumpTarget) -> Int? {
        guard !items.isEmpty else { return nil }
        let period = target.localSeconds
        // Items are newest first: `older` is the first index whose date is before the period's end.
        let older = firstIndex { $0 < period.upperBound }
        if older < items.count, period.contains(items[older].date.localSeconds) { return older }
        let newer = older > 0 ? older - 1 : nil
        guard let newer else { return older }
        guard older < items.count else { return firstIndex(withDateOf: newer) }
        let newerDistance = items[newer].date.localSeconds - (period.upperBound - 1)
        let olderDistance = period.lowerBound - items[older].date.localSeconds
        return newerDistance <= olderDistance ? firstIndex(withDateOf: newer) : older
    }

    /// The first index whose date satisfies `isBefore` (a predicate that holds from some index on).
    private func firstIndex(where isBefore: (Int64) -> Bool) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(items[middle].date.localSeconds) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first index in display order with the same date as the item at `index`.
    private func firstIndex(withDateOf index: Int) -> Int {
        let seconds = items[index].date.localSeconds
        return firstIndex { $0 <= seconds }
    }
}
