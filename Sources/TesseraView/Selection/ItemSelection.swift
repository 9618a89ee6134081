import TesseraLayout

/// The selected items of a ``CollectionView``: one bit per item, section by section.
///
/// Selecting, deselecting and asking cost O(1); selecting every item, or a range, costs one word per 64
/// items (100,000 items: about 1,600 words); the selected items come out in index-path order. The bits
/// always cover the view's item counts exactly, so the selection never names an item that does not exist.
struct ItemSelection: Equatable, Sendable {
    /// The bits of each section, 64 items to a word, item `i` at bit `i % 64` of word `i / 64`.
    private var words: [[UInt64]]
    /// The number of items in each section.
    private(set) var itemCounts: [Int]
    /// How many items are selected.
    private(set) var count = 0

    /// An empty selection of items counted by `itemCounts`.
    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts.map { max($0, 0) }
        words = self.itemCounts.map { Array(repeating: 0, count: ($0 + 63) / 64) }
    }

    /// Whether `indexPath` is selected; `false` for an index path out of range.
    func contains(_ indexPath: IndexPath) -> Bool {
        guard isInRange(indexPath) else { return false }
        return words[indexPath.section][indexPath.item >> 6] & Self.bit(indexPath.item) != 0
    }

    /// Selects `indexPath`; returns whether it was not selected before (`false` too when out of range).
    @discardableResult
    mutating func insert(_ indexPath: IndexPath) -> Bool {
        guard isInRange(indexPath), !contains(indexPath) else { return false }
        words[indexPath.section][indexPath.item >> 6] |= Self.bit(indexPath.item)
        count += 1
        return true
    }

    /// Deselects `indexPath`; returns whether it was selected.
    @discardableResult
    mutating func remove(_ indexPath: IndexPath) -> Bool {
        guard contains(indexPath) else { return false }
        words[indexPath.section][indexPath.item >> 6] &= ~Self.bit(indexPath.item)
        count -= 1
        return true
    }

    /// Selects every item from `first` through `last` in index-path order (across sections), clamped to
    /// the items that exist.
    mutating func insertRange(from first: IndexPath, through last: IndexPath) {
        let (low, high) = first <= last ? (first, last) : (last, first)
        let lowSection = max(low.section, 0)
        let highSection = min(high.section, itemCounts.count - 1)
        guard lowSection <= highSection else { return }
        for section in lowSection...highSection where itemCounts[section] > 0 {
            let start = section == low.section ? max(low.item, 0) : 0
            let end =
                section == high.section ? min(high.item, itemCounts[section] - 1) : itemCounts[section] - 1
            guard start <= end else { continue }
            setBits(in: section, from: start, through: end)
        }
    }

    /// Selects every item.
    mutating func insertAll() {
        for section in itemCounts.indices where itemCounts[section] > 0 {
            setBits(in: section, from: 0, through: itemCounts[section] - 1)
        }
    }

    /// Deselects everything.
    mutating func removeAll() {
        guard count > 0 else { return }
        self = ItemSelection(itemCounts: itemCounts)
    }

    /// The selected items in index-path order.
    var indexPaths: [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(count)
        forEach { paths.append($0) }
        return paths
    }

    /// Calls `body` with each selected item, in index-path order. O(selected + items / 64).
    func forEach(_ body: (IndexPath) -> Void) {
        for (section, sectionWords) in words.enumerated() {
            for (wordIndex, word) in sectionWords.enumerated() where word != 0 {
                var rest = word
                while rest != 0 {
                    body(IndexPath(item: wordIndex << 6 | rest.trailingZeroBitCount, section: section))
                    rest &= rest - 1
                }
            }
        }
    }

    /// The selection after a batch update: each selected item where the plan puts it (reloaded and moved
    /// items stay selected), deleted ones gone. O(selected × log m) for m operations.
    func following(_ plan: UpdatePlan) -> ItemSelection {
        var next = ItemSelection(itemCounts: plan.itemCountsAfter)
        forEach { old in
            if let new = plan.newIndex(forOld: old) { next.insert(new) }
        }
        return next
    }

    /// The selection for new item counts with no knowledge of identities (a reload of all data): the
    /// selected index paths that still exist.
    func keepingIndexPaths(forItemCounts newCounts: [Int]) -> ItemSelection {
        var next = ItemSelection(itemCounts: newCounts)
        forEach { next.insert($0) }
        return next
    }

    private func isInRange(_ indexPath: IndexPath) -> Bool {
        itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    private static func bit(_ item: Int) -> UInt64 { 1 << UInt64(item & 63) }

    /// Sets the bits of items `start...end` of `section`, a word at a time, keeping ``count``.
    private mutating func setBits(in section: Int, from start: Int, through end: Int) {
        for wordIndex in (start >> 6)...(end >> 6) {
            let low = wordIndex == start >> 6 ? start & 63 : 0
            let high = wordIndex == end >> 6 ? end & 63 : 63
            let mask = (high == 63 ? UInt64.max : (1 << UInt64(high + 1)) - 1) & ~((1 << UInt64(low)) - 1)
            let before = words[section][wordIndex]
            let after = before | mask
            count += after.nonzeroBitCount - before.nonzeroBitCount
            words[section][wordIndex] = after
        }
    }
}
