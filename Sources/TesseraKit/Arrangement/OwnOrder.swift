/// The one order of a list that is never sorted, only filtered: its own.
///
///     var pictures = ArrangedList(Array(0..<50_000), order: OwnOrder<Int>.own, name: caption, identifier: { $0 })
public enum OwnOrder<Item>: ArrangementOrder {
    /// The list's own order.
    case own

    /// The one case.
    public static var allCases: [OwnOrder] { [.own] }

    /// Nothing: the list's own order has no label.
    public var label: String? { nil }

    /// `nil`: the list's own order.
    public func isBefore(_ a: Item, _ b: Item) -> Bool? { nil }
}
