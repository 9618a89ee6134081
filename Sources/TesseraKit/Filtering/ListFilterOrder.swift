/// The order of a filtered list: the list's own, or better matches first (`tessera --filter-order`).
public enum ListFilterOrder: String, CaseIterable, Sendable {
    /// The list's own order.
    case list
    /// Better matches first (ties keep the list order).
    case score
}
