import TesseraLayout

/// The batch that turns one filtered view of a list into another when both keep the list's order: a
/// merge of the two ascending position lists, O(old + new), with no hashing — positions only the old
/// view has are deleted, positions only the new one has are inserted, and nothing moves.
///
/// Worked example, a list of 6 filtered first to positions `[0 2 3 5]` then to `[1 2 5]`:
///
///     old   0 2 3 5      delete [0, 0] (position 0) and [0, 2] (position 3)
///     new   1 2 5        insert [0, 0] (position 1); 2 and 5 stay, at [0, 1] and [0, 2]
public enum PositionDifference {
    /// The deletes (old index paths) and inserts (new index paths) from `old` to `new`, both ascending.
    public static func items(from old: [Int], to new: [Int]) -> [UpdateItem] {
        items(from: old, to: new, limit: .max) ?? []
    }

    /// The deletes and inserts from `old` to `new`, or `nil` once there are more than `limit` of them —
    /// a change not worth animating, so the batch of, say, a million deletes is never written.
    public static func items(from old: [Int], to new: [Int], limit: Int) -> [UpdateItem]? {
        var items: [UpdateItem] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if items.count > limit { return nil }
            if j == new.count || (i < old.count && old[i] < new[j]) {
                items.append(.delete(at: IndexPath(item: i)))
                i += 1
            } else if i == old.count || new[j] < old[i] {
                items.append(.insert(at: IndexPath(item: j)))
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        return items.count > limit ? nil : items
    }

    /// Where `position` is in `positions` (ascending), by binary search; `nil` when it is not there: where
    /// an item of the list went in a filtered view of it.
    public static func index(of position: Int, inAscending positions: [Int]) -> Int? {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] == position ? low : nil
    }
}
