import TesseraLayout
import TesseraView

/// A list a screen shows arranged (filtered and sorted), changed through a `DiffableDataSource` so that
/// every change — a keystroke in the filter, a new order, new data from disk — animates as a batch
/// update: items that leave shrink out, new ones grow in, the rest slide to their places.
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
    private let identifier: (Order.Item) -> Identifier
    private var dataSource: DiffableDataSource<Int, Identifier>

    /// A list of `items` in their own order, unfiltered; `identifier` tells items apart across changes.
    public init(
        _ items: [Order.Item], order: Order, name: KeyPath<Order.Item, String>,
        identifier: @escaping (Order.Item) -> Identifier
    ) {
        all = items
        shown = items
        arrangement = Arrangement(order: order, name: name)
        self.identifier = identifier
        dataSource = Self.dataSource(for: items.map(identifier))
    }

    /// Replaces every item (new data); the view animates to the arrangement of the new items, redrawing
    /// those whose identifier stayed but whose content changed.
    public mutating func replaceAll(
        _ items: [Order.Item], in view: inout CollectionView, animated: Bool,
        willShow: ([Order.Item]) -> Void = { _ in },
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) where Order.Item: Equatable {
        let old = Dictionary(all.map { (identifier($0), $0) }, uniquingKeysWith: { first, _ in first })
        let changed = Set(
            items.filter { item in old[identifier(item)].map { $0 != item } ?? false }.map(identifier))
        all = items
        rearrange(in: &view, animated: animated, reloading: changed, willShow: willShow, cells: cells)
    }

    /// Shows the items as arranged now, animated from what was shown; `willShow` learns them first (before
    /// the view's layout is prepared for them).
    public mutating func rearrange(
        in view: inout CollectionView, animated: Bool, reloading changed: Set<Identifier> = [],
        willShow: ([Order.Item]) -> Void = { _ in },
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) {
        let next = arrangement.arrange(all)
        let identifiers = next.map(identifier)
        var snapshot = ItemSnapshot.oneSection(identifiers)
        snapshot.reloadItems(identifiers.filter(changed.contains))
        let before = shown
        shown = next
        willShow(next)
        do {
            try dataSource.apply(snapshot, to: &view, dataSource: cells(before), animated: animated)
        } catch {
            dataSource = Self.dataSource(for: identifiers)
            view.reloadData(itemCounts: [next.count])
        }
    }

    /// A data source for `identifiers`, which must be distinct; without one section if they are not.
    private static func dataSource(for identifiers: [Identifier]) -> DiffableDataSource<Int, Identifier> {
        (try? DiffableDataSource(.oneSection(identifiers))) ?? (try! DiffableDataSource(.oneSection([])))
    }
}
