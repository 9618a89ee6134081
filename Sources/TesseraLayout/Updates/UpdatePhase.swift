/// Which side of a batch update an index path or an item count belongs to.
///
/// UIKit's rule: deletes, reloads and move sources name index paths *before* the batch; inserts and move
/// destinations name index paths *after* it.
public enum UpdatePhase: Hashable, Sendable, CustomStringConvertible {
    /// The data as it was before the batch.
    case beforeUpdate
    /// The data as it is after the batch.
    case afterUpdate

    /// `"before the update"` or `"after the update"`, for error messages.
    public var description: String {
        switch self {
        case .beforeUpdate: "before the update"
        case .afterUpdate: "after the update"
        }
    }
}
