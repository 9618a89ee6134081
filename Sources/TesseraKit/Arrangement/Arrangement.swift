import TesseraCanvas

/// An order a list can be put in (`s` cycles them): the orders of one list form a cycle, the first being the list's own
/// (for which ``isBefore(_:_:)`` answers `nil`).
public protocol ArrangementOrder: CaseIterable, Equatable where AllCases == [Self] {
    /// What the list holds.
    associatedtype Item
    /// What the title bar says after the screen's title, if anything (the list's own order says nothing).
    var label: String? { get }
    /// Whether `a` goes before `b`, or `nil` to keep the list's own order.
    func isBefore(_ a: Item, _ b: Item) -> Bool?
    /// The positions of `items` in this order, or `nil` for the list's own order; equal items keep
    /// their own order. The default sorts by ``isBefore(_:_:)``; an order over many items whose sort keys
    /// are dear to work out (a generated person's name) may work each out once here instead, with the
    /// same result.
    func arrangedPositions(of items: [Item]) -> [Int]?
}

extension ArrangementOrder {
    /// The positions of `items` sorted by ``isBefore(_:_:)``, ties in their own order; `nil` for the
    /// first order (the list's own).
    public func arrangedPositions(of items: [Item]) -> [Int]? {
        guard self != Self.allCases.first else { return nil }
        return items.indices.sorted { a, b in
            let forward = isBefore(items[a], items[b]) ?? false
            let backward = isBefore(items[b], items[a]) ?? false
            return forward || (!backward && a < b)
        }
    }
}

/// How a list is shown: which items (the `/` filter, on their names) and in which order (`s`).
public struct Arrangement<Order: ArrangementOrder>: Equatable {
    /// The order.
    public var order: Order
    /// The filter, if one is open or kept.
    public var filter: FilterField?
    /// Whether the filtered list keeps the order or puts better matches first.
    public var matchOrder: ListFilterOrder
    /// Each item's name, which the filter matches.
    public let name: (Order.Item) -> String

    /// An arrangement in `order`, unfiltered, matching the filter against `name` (a key path such as
    /// `\.name` will do), its matches in `matchOrder`.
    public init(
        order: Order, name: @escaping (Order.Item) -> String, matchOrder: ListFilterOrder = .list
    ) {
        self.order = order
        self.name = name
        self.matchOrder = matchOrder
    }

    /// The items to show, from all of them in the list's own order; equal items keep that order. This
    /// matches every name afresh: ``ArrangedList`` gives the same items from its name index.
    public func arrange(_ items: [Order.Item]) -> [Order.Item] {
        let sorted = order.arrangedPositions(of: items).map { $0.map { items[$0] } } ?? items
        guard let filter, !filter.text.isEmpty else { return sorted }
        let query = FuzzyQuery(filter.text)
        let matches: [(offset: Int, item: Order.Item, score: Int)] = sorted.enumerated().compactMap {
            offset, item in query.match(FoldedText(name(item))).map { (offset, item, $0.score) }
        }
        guard matchOrder == .score else { return matches.map(\.item) }
        return matches.sorted { ($0.score, -$0.offset) > ($1.score, -$1.offset) }.map(\.item)
    }

    /// The query the cards highlight, while a filter is on.
    public var highlight: FuzzyQuery? { filter.map { FuzzyQuery($0.text) } }

    /// The position for the status line: `3 of 12`, and the kept filter after it: `3 of 12 · /sam`.
    public func positionText(_ position: String) -> String {
        filter?.positionText(position) ?? position
    }

    /// The field while it is open, for the status line.
    public var textField: String? { filter?.editingText }

    /// Applies a key to an open field; returns whether the field took it (then the list needs arranging).
    public mutating func handleTextKey(_ key: Key) -> Bool {
        guard var field = filter, field.isEditing else { return false }
        switch field.handle(key) {
        case .changed: filter = field
        case .kept: filter = field.text.isEmpty ? nil : field
        case .cleared: filter = nil
        case .ignored: return false
        }
        return true
    }

    /// Equal when the order, the filter and the match order are: the names are not compared.
    public static func == (lhs: Arrangement, rhs: Arrangement) -> Bool {
        lhs.order == rhs.order && lhs.filter == rhs.filter && lhs.matchOrder == rhs.matchOrder
    }
}

extension ArrangementOrder where Self: RawRepresentable, RawValue == String {
    /// The raw value, or `nil` when it is empty: an order declared `enum O: String { case given = "",
    /// name = "by name" }` needs no `label` of its own.
    public var label: String? { rawValue.isEmpty ? nil : rawValue }
}
