/// One operation of a batch update, with UIKit's index rules: deletes, reloads and move sources name
/// index paths *before* the batch; inserts and move destinations name index paths *after* it.
public struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
    /// The kind of operation.
    public enum Action: Hashable, Sendable {
        /// A new item appears.
        case insert
        /// An item goes away.
        case delete
        /// An item's content changes in place.
        case reload
        /// An item moves to another position.
        case move
    }

    /// The kind of operation.
    public var action: Action
    /// The item's index path before the batch (`nil` for inserts).
    public var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the batch (`nil` for deletes and reloads).
    public var indexPathAfterUpdate: IndexPath?

    /// Creates an update item from its parts.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
    }

    /// Inserts an item that will be at `indexPath` after the batch.
    public static func insert(at indexPath: IndexPath) -> UpdateItem {
        UpdateItem(action: .insert, before: nil, after: indexPath)
    }

    /// Deletes the item at `indexPath` before the batch.
    public static func delete(at indexPath: IndexPath) -> UpdateItem {
        UpdateItem(action: .delete, before: indexPath, after: nil)
    }

    /// Reloads the item at `indexPath` before the batch.
    public static func reload(at indexPath: IndexPath) -> UpdateItem {
        UpdateItem(action: .reload, before: indexPath, after: nil)
    }

    /// Moves the item at `source` (before the batch) to `destination` (after it).
    public static func move(from source: IndexPath, to destination: IndexPath) -> UpdateItem {
        UpdateItem(action: .move, before: source, after: destination)
    }

    public var description: String {
        switch action {
        case .insert: "insert \(indexPathAfterUpdate.map(\.description) ?? "?")"
        case .delete: "delete \(indexPathBeforeUpdate.map(\.description) ?? "?")"
        case .reload: "reload \(indexPathBeforeUpdate.map(\.description) ?? "?")"
        case .move:
            "move \(indexPathBeforeUpdate.map(\.description) ?? "?") to \(indexPathAfterUpdate.map(\.description) ?? "?")"
        }
    }
}
