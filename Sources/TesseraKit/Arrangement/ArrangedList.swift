import TesseraLayout
import TesseraView

/// A list a screen shows arranged (filtered and sorted): every change — a keystroke in the filter, a new
/// order, new data from disk — animates as a batch update (items that leave shrink out, new ones grow in,
/// the rest slide to their places), or, when the change is larger than ``largestAnimatedChange`` or not
/// a valid batch, shows at once with the focused item kept focused.
///
/// It scales to a million items: the filter matches the distinct names of a ``NameIndex`` (built at the
/// first query, or in the background from the start with a ``BackgroundNameIndex``), narrows its last
/// matches as the query grows, and a filtered change that keeps the list's order is a merge of two lists
/// of positions (``PositionDifference``), not a keyed diff.
///
/// Each change takes `cells`, which makes the screen's cell data source for a list of items: the list
/// asks it for the items shown before the change, so the view can keep what it needs of the items that
/// leave (`CollectionViewDataSource.disappearingCell(at:)`).
public struct ArrangedList<Order: ArrangementOrder, Identifier: Hashable> {
    /// Every item, in the list's own order.
    public private(set) var all: [Order.Item]
    /// The items shown, as arranged.
    public private(set) var shown: [Order.Item]
    /// The filter and the order.
    public var arrangement: Arrangement<Order>
    /// The most inserts and deletes (or, for a change of order, the most items) a change animates; a
    /// larger one is shown at once, which keeps every key fast on very long lists.
    public var largestAnimatedChange = Int.max
    let identifier: (Order.Item) -> Identifier
    /// Where the filter's name index comes from, when not built at its first query.
    private let background: (index: BackgroundNameIndex, key: (Order.Item) -> Int)?
    // The arrangement's state is kept in plain stored properties, not tuples: this code is generic and
    // not specialised for the screen's items, and reading a tuple of a generic type looks up the tuple's
    // metadata each time — once per item when read in a loop over a million of them.
    /// The order last arranged in.
    private var orderedBy: Order
    /// Every item, in ``orderedBy``.
    private var ordered: [Order.Item]
    /// Matches names of ``ordered``'s items, by position.
    private var filter: NameFilter
    /// The positions in ``ordered`` of the items shown.
    private var shownPositions: [Int]
    /// Whether ``shownPositions`` ascend (the filter kept the order), which makes the next filtered
    /// change a merge.
    private var shownPositionsAscend = true

    /// A list of `items` in their own order, unfiltered; `identifier` tells items apart across changes,
    /// `name` gives what the filter matches (a key path such as `\.name` will do), in `matchOrder`. The
    /// name index is built at the first query.
    public init(
        _ items: [Order.Item], order: Order, name: @escaping (Order.Item) -> String,
        matchOrder: ListFilterOrder = .list, identifier: @escaping (Order.Item) -> Identifier
    ) {
        self.init(
            items, order: order, name: name, matchOrder: matchOrder, identifier: identifier, background: nil)
    }

    /// A list of `items` in their own order, unfiltered, whose names `nameIndex` interns in the
    /// background by key (`key` gives each item's; items whose key it does not hold are matched by
    /// `name`). Until the index is ready, queries are answered by a linear scan (``isIndexing``).
    public init(
        _ items: [Order.Item], order: Order, name: @escaping (Order.Item) -> String,
        matchOrder: ListFilterOrder = .list, identifier: @escaping (Order.Item) -> Identifier,
        nameIndex: BackgroundNameIndex, key: @escaping (Order.Item) -> Int
    ) {
        self.init(
            items, order: order, name: name, matchOrder: matchOrder, identifier: identifier,
            background: (nameIndex, key))
    }

    private init(
        _ items: [Order.Item], order: Order, name: @escaping (Order.Item) -> String,
        matchOrder: ListFilterOrder, identifier: @escaping (Order.Item) -> Identifier,
        background: (index: BackgroundNameIndex, key: (Order.Item) -> Int)?
    ) {
        all = items
        shown = items
        arrangement = Arrangement(order: order, name: name, matchOrder: matchOrder)
        self.identifier = identifier
        self.background = background
        orderedBy = order
        ordered = items
        filter = Self.filter(of: items, name: name, matchOrder: matchOrder, background: background)
        shownPositions = Array(items.indices)
    }

    /// Whether the last query was answered without the name index, which is still being built: what a
    /// status line says as ``indexingNote``.
    public var isIndexing: Bool { arrangement.filter != nil && filter.isScanningWithoutIndex }

    /// What a status line says while queries are answered without the name index.
    public static var indexingNote: String { "indexing…" }

    /// The field while it is open, for the status line, with ``indexingNote`` after it while
    /// ``isIndexing``.
    public var textField: String? {
        arrangement.textField.map { isIndexing ? "\($0) \(Self.indexingNote)" : $0 }
    }

    /// Replaces every item (new data); the view animates to the arrangement of the new items, redrawing
    /// those whose identifier stayed but whose content changed.
    public mutating func replaceAll(
        _ items: [Order.Item], in view: inout CollectionView, animated: Bool,
        willShow: ([Order.Item]) -> Void = { _ in },
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) where Order.Item: Equatable {
        var changed: Set<Identifier> = []
        // A change too long to animate is shown at once: every item is drawn anew anyway.
        if max(all.count, items.count) <= largestAnimatedChange {
            let old = Dictionary(all.map { (identifier($0), $0) }, uniquingKeysWith: { first, _ in first })
            changed = Set(
                items.filter { item in old[identifier(item)].map { $0 != item } ?? false }.map(identifier))
        }
        all = items
        arrange(in: &view, animated: animated, reloading: changed, itemsReplaced: true, willShow, cells)
    }

    /// Takes `items` as every item, in the list's own order and unfiltered, without touching the view:
    /// for a screen that applied a batch to its view itself (remote updates, as they came), so that the
    /// view shows `items` now. The order goes back to the list's own; a filter is dropped.
    public mutating func replaceAll(alreadyShown items: [Order.Item]) {
        arrangement.filter = nil
        arrangement.order = Order.allCases[0]
        all = items
        reorder()
        shown = items
        shownPositions = Array(items.indices)
        shownPositionsAscend = true
    }

    /// Shows the items as arranged now, animated from what was shown; `willShow` learns them first (before
    /// the view's layout is prepared for them).
    public mutating func rearrange(
        in view: inout CollectionView, animated: Bool, reloading changed: Set<Identifier> = [],
        willShow: ([Order.Item]) -> Void = { _ in },
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) {
        arrange(in: &view, animated: animated, reloading: changed, itemsReplaced: false, willShow, cells)
    }

    /// Shows the items as arranged now; when `itemsReplaced`, ``all`` is new and sorted again.
    private mutating func arrange(
        in view: inout CollectionView, animated: Bool, reloading changed: Set<Identifier>,
        itemsReplaced: Bool, _ willShow: ([Order.Item]) -> Void,
        _ cells: ([Order.Item]) -> some CollectionViewDataSource
    ) {
        view.finishAnimation()
        let itemsBefore = shown
        let positionsBefore = shownPositions
        let ascendedBefore = shownPositionsAscend
        let focused = view.focusedItem.flatMap { itemsBefore.indices.contains($0.item) ? $0.item : nil }
        let focusedIdentifier = focused.map { identifier(itemsBefore[$0]) }
        let reordered =
            itemsReplaced || orderedBy != arrangement.order || filter.order != arrangement.matchOrder
        if reordered { reorder() }
        let query = FuzzyQuery(arrangement.filter?.text ?? "")
        let positions = filter.positions(matching: query)
        shownPositions = positions
        shownPositionsAscend = arrangement.matchOrder == .list || query.isEmpty
        shown = Self.items(at: positions, of: ordered)
        willShow(shown)
        let isMerge = !reordered && changed.isEmpty && ascendedBefore && shownPositionsAscend
        var changes: [UpdateItem]?
        if isMerge {
            changes = PositionDifference.items(
                from: positionsBefore, to: positions, limit: largestAnimatedChange)
        } else {
            changes = keyedChanges(from: itemsBefore, reloading: changed, in: &view, cells: cells)
        }
        let shown = shown
        view.showChange(
            changes, itemCountsAfter: [shown.count], dataSource: cells(itemsBefore), animated: animated,
            limit: largestAnimatedChange
        ) {
            let item: Int?
            if isMerge, let focused {
                item = PositionDifference.index(of: positionsBefore[focused], inAscending: positions)
            } else {
                item = focusedIdentifier.flatMap { id in shown.firstIndex { identifier($0) == id } }
            }
            return item.map { IndexPath(item: $0) }
        }
    }

    /// The keyed difference from `old` to ``shown`` (moves, deletes, inserts), its reloads of `changed`
    /// items applied to `view` at once; `nil` when the lists are longer than ``largestAnimatedChange``,
    /// hold an identifier twice, or the view refuses the reloads.
    private func keyedChanges(
        from old: [Order.Item], reloading changed: Set<Identifier>, in view: inout CollectionView,
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) -> [UpdateItem]? {
        guard max(old.count, shown.count) <= largestAnimatedChange else { return nil }
        let identifiers = shown.map(identifier)
        var snapshot = ItemSnapshot.oneSection(identifiers)
        snapshot.reloadItems(identifiers.filter(changed.contains))
        guard let difference = try? snapshot.difference(from: .oneSection(old.map(identifier))) else {
            return nil
        }
        guard !difference.reloads.isEmpty else { return difference.changes }
        let reloaded = try? view.performBatchUpdates(
            difference.reloads, itemCountsAfter: difference.itemCountsBefore, dataSource: cells(old),
            animated: false)
        return reloaded == nil ? nil : difference.changes
    }

    /// Puts every item in the arrangement's order, and starts a filter over them.
    private mutating func reorder() {
        let order = arrangement.order
        orderedBy = order
        ordered = order.arrangedPositions(of: all).map { Self.items(at: $0, of: all) } ?? all
        filter = Self.filter(
            of: ordered, name: arrangement.name, matchOrder: arrangement.matchOrder, background: background)
    }

    /// The items at `positions`, in that order: one copy per item in a loop over the buffers, with no
    /// closure or metadata looked up per item (this generic code is not specialised for the items).
    private static func items(at positions: [Int], of items: [Order.Item]) -> [Order.Item] {
        guard !positions.isEmpty else { return [] }
        return items.withUnsafeBufferPointer { source in
            positions.withUnsafeBufferPointer { positions in
                [Order.Item](unsafeUninitializedCapacity: positions.count) { target, count in
                    if _isPOD(Order.Item.self) {
                        // Plain bytes (a friend's id, seed and mark): copied as such, no witness called.
                        let stride = MemoryLayout<Order.Item>.stride
                        let from = UnsafeRawPointer(source.baseAddress!)
                        let to = UnsafeMutableRawPointer(target.baseAddress!)
                        for (index, position) in positions.enumerated() {
                            (to + index * stride).copyMemory(
                                from: from + position * stride, byteCount: stride)
                        }
                    } else {
                        for (index, position) in positions.enumerated() {
                            (target.baseAddress! + index).initialize(
                                from: source.baseAddress! + position, count: 1)
                        }
                    }
                    count = positions.count
                }
            }
        }
    }

    /// A filter over `items` by position.
    private static func filter(
        of items: [Order.Item], name: @escaping (Order.Item) -> String, matchOrder: ListFilterOrder,
        background: (index: BackgroundNameIndex, key: (Order.Item) -> Int)?
    ) -> NameFilter {
        guard let (index, key) = background else {
            return NameFilter(count: items.count, order: matchOrder) { name(items[$0]) }
        }
        return NameFilter(
            count: items.count, order: matchOrder, background: index,
            keys: { Self.keys(of: items, key: key) },
            name: { name(items[$0]) })
    }

    /// The key of each of `items`, in one loop over their buffer: each item is handed to `key` where it
    /// lies, not copied out first (this generic code is not specialised for the items).
    private static func keys(of items: [Order.Item], key: (Order.Item) -> Int) -> [Int] {
        items.withUnsafeBufferPointer { items in
            [Int](unsafeUninitializedCapacity: items.count) { keys, count in
                for index in items.indices { keys[index] = key(items[index]) }
                count = items.count
            }
        }
    }
}
