import TesseraLayout

/// The batch that turns one filtered view of a list in sections into another when both keep the list's
/// order: ``PositionDifference``'s merge of two ascending position lists, told in the sections the view
/// shows — a section of the whole list is shown while the filter keeps any of its items, so a section
/// whose last item leaves is deleted (its items go with it) and one whose first item returns is inserted.
/// O(old + new + sections), with no hashing.
///
/// Worked example, a list of 6 in two sections starting at `[0, 3]`, filtered first to positions
/// `[0 2 3 5]` then to `[1 2]`:
///
///     whole   0 1 2 | 3 4 5
///     old     0 . 2 | 3 . 5      shown: section 0 [0 2], section 1 [3 5]
///     new     . 1 2 | . . .      shown: section 0 [1 2]
///     delete [0, 0] (position 0), insert [0, 0] (position 1), delete section 1 (with 3 and 5)
public struct SectionedPositionDifference: Equatable, Sendable {
    /// The item deletes (old index paths) and inserts (new index paths) within sections shown before and
    /// after.
    public let items: [UpdateItem]
    /// The sections deleted (by their index before) and inserted (by their index after).
    public let sections: SectionUpdate

    /// The difference from `old` to `new` (ascending positions in the whole list) when the whole list's
    /// sections start at `sectionStarts` (ascending, the first `0`), or `nil` once more than `limit`
    /// items leave or arrive (with their sections or alone) — a change not worth animating, whose batch is
    /// never written.
    public init?(from old: [Int], to new: [Int], sectionStarts: [Int], limit: Int = .max) {
        let before = ShownSections(old, sectionStarts: sectionStarts)
        let after = ShownSections(new, sectionStarts: sectionStarts)
        var items: [UpdateItem] = []
        var changed = 0
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if changed > limit { return nil }
            if j == new.count || (i < old.count && old[i] < new[j]) {
                // An item of a section that goes is deleted with it.
                let section = Int(before.wholeSection[i])
                if after.shown(section) != nil { items.append(.delete(at: before.indexPath(i, in: section))) }
                i += 1
            } else if i == old.count || new[j] < old[i] {
                let section = Int(after.wholeSection[j])
                if before.shown(section) != nil { items.append(.insert(at: after.indexPath(j, in: section))) }
                j += 1
            } else {
                i += 1
                j += 1
                continue
            }
            changed += 1
        }
        guard changed <= limit else { return nil }
        self.items = items
        sections = SectionUpdate(
            deleting: before.order.indices.filter { after.shown(before.order[$0]) == nil },
            inserting: after.order.indices.filter { before.shown(after.order[$0]) == nil })
    }

    /// Where the shown positions of one filtered view fall in the sections of the whole list.
    private struct ShownSections {
        /// The section of the whole list each shown position is in.
        var wholeSection: [Int32]
        /// The sections of the whole list that are shown, in order: shown section `s` is `order[s]`.
        var order: [Int] = []
        /// For each section of the whole list, its index among the shown ones and where its first item
        /// is in the shown positions; `-1` while it is not shown.
        var shownIndex: [Int32]
        var firstShown: [Int32]

        init(_ positions: [Int], sectionStarts: [Int]) {
            wholeSection = [Int32](repeating: 0, count: positions.count)
            shownIndex = [Int32](repeating: -1, count: sectionStarts.count)
            firstShown = [Int32](repeating: -1, count: sectionStarts.count)
            var section = 0
            for (index, position) in positions.enumerated() {
                while section + 1 < sectionStarts.count && sectionStarts[section + 1] <= position {
                    section += 1
                }
                wholeSection[index] = Int32(section)
                if shownIndex[section] < 0 {
                    shownIndex[section] = Int32(order.count)
                    firstShown[section] = Int32(index)
                    order.append(section)
                }
            }
        }

        /// The index among the shown sections of the whole list's `section`, or `nil` when none of its
        /// items is shown.
        func shown(_ section: Int) -> Int? {
            shownIndex[section] < 0 ? nil : Int(shownIndex[section])
        }

        /// Where the `index`-th shown position is shown: its section among the shown ones, its item there.
        func indexPath(_ index: Int, in section: Int) -> IndexPath {
            IndexPath(item: index - Int(firstShown[section]), section: Int(shownIndex[section]))
        }
    }
}
