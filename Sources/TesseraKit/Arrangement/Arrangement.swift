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
}

/// How a list is shown: which items (the `/` filter, on their names) and in which order (`s`).
public struct Arrangement<Order: ArrangementOrder>: Equatable {
    /// The order.
    public var order: Order
    /// The filter, if one is open or kept.
    public var filter: FilterField?
    /// Each item's name, which the filter matches.
    public let name: KeyPath<Order.Item, String>

    /// An arrangement in `order`, unfiltered, matching the filter against `name`.
    public init(order: Order, name: KeyPath<Order.Item, String>) {
        self.order = order
        self.name = name
    }

    /// The items to show, from all of them in the list's own order; equal items keep that order.
    public func arrange(_ items: [Order.Item]) -> [Order.Item] {
        var shown = items
        if let filter, !filter.text.isEmpty {
            let query = FuzzyQuery(filter.text)
            shown = shown.filter { query.match(FoldedText($0[keyPath: name])) != nil }
        }
        guard order != Order.allCases.first else { return shown }
        return shown.enumerated().sorted { a, b in
            let forward = order.isBefore(a.element, b.element) ?? false
            let backward = order.isBefore(b.element, a.element) ?? false
            return forward || (!backward && a.offset < b.offset)
        }.map(\.element)
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

    public static func == (lhs: Arrangement, rhs: Arrangement) -> Bool {
        lhs.order == rhs.order && lhs.filter == rhs.filter && lhs.name == rhs.name
    }
}
