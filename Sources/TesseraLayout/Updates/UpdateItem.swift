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

    // Stored as two plain index paths (zero when absent) and which of them are present: 40 bytes, where
    // two optional index paths after the action took 56. A diff of a million items writes a million of
    // these into fresh memory, which costs by the byte.
    /// The index path before the batch, or zero.
    private var before: IndexPath
    /// The index path after the batch, or zero.
    private var after: IndexPath
    /// The kind of operation.
    public var action: Action
    /// Which index paths are present: ``Presence/before``, ``Presence/after``.
    private var presence: Presence

    /// Which of an update item's index paths are present.
    private struct Presence: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let before = Presence(rawValue: 1)
        static let after = Presence(rawValue: 2)
    }

    /// The item's index path before the batch (`nil` for inserts).
    public var indexPathBeforeUpdate: IndexPath? {
        get { presence.contains(.before) ? before : nil }
        set {
            before = newValue ?? IndexPath(item: 0)
            if newValue == nil { presence.remove(.before) } else { presence.insert(.before) }
        }
    }

    /// The item's index path after the batch (`nil` for deletes and reloads).
    public var indexPathAfterUpdate: IndexPath? {
        get { presence.contains(.after) ? after : nil }
        set {
            after = newValue ?? IndexPath(item: 0)
            if newValue == nil { presence.remove(.after) } else { presence.insert(.after) }
        }
    }

    /// Creates an update item from its parts.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before ?? IndexPath(item: 0)
        self.after = after ?? IndexPath(item: 0)
        presence = Presence(rawValue: (before == nil ? 0 : 1) | (after == nil ? 0 : 2))
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
