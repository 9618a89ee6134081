/// Why a batch update was rejected. Its ``description`` reads like UIKit's `Invalid update:` messages and
/// names the offending operation and its index paths.
///
/// A rejected batch changes nothing: ``UpdatePlan/validate(_:itemCountsBefore:itemCountsAfter:)`` checks
/// the whole batch before it returns a plan, so no plan — and no change to a model — exists for it.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section has a negative item count, before or after the update.
    case negativeItemCount(section: Int, count: Int, phase: UpdatePhase)
    /// The number of sections changes; a batch of item updates cannot insert or delete sections.
    case sectionCountMismatch(before: Int, after: Int)
    /// An operation lacks an index path it needs (an insert without one after the update, and so on).
    case missingIndexPath(UpdateItem)
    /// An operation carries an index path it must not have (an insert with one before the update, a
    /// delete or reload with one after it).
    case unexpectedIndexPath(UpdateItem)
    /// An operation names a section that does not exist on its side of the update.
    case sectionOutOfRange(UpdateItem, indexPath: IndexPath, sectionCount: Int, phase: UpdatePhase)
    /// An operation names an item past the end (or before the start) of its section on its side of
    /// the update.
    case itemOutOfRange(UpdateItem, indexPath: IndexPath, itemCount: Int, phase: UpdatePhase)
    /// Two operations use the same index path on the same side of the update (deleted twice, deleted and
    /// reloaded, inserted and moved to, …); `first` comes earlier in the batch than `second`.
    case conflictingOperations(UpdateItem, UpdateItem, indexPath: IndexPath, phase: UpdatePhase)
    /// A batch that deletes or inserts sections leaves a number of sections that is not the number
    /// before, minus those deleted, plus those inserted.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A batch deletes a section that does not exist before it, or inserts one past the sections after it.
    case sectionUpdateOutOfRange(section: Int, sectionCount: Int, phase: UpdatePhase)
    /// A section's count after the update is not its count before, minus deletes, plus inserts, plus or
    /// minus the items moved into or out of it from other sections.
    case invalidItemCount(
        section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

    /// The message, in UIKit's wording, naming the operation and its index paths.
    public var description: String {
        "Invalid update: " + detail
    }

    private var detail: String {
        switch self {
        case .negativeItemCount(let section, let count, let phase):
            return "section \(section) has a negative number of items (\(count)) \(phase)."
        case .sectionCountMismatch(let before, let after):
            return
                "invalid number of sections. The number of sections contained in the collection view after "
                + "the update (\(after)) must be equal to the number of sections contained in the collection "
                + "view before the update (\(before)), plus or minus the number of sections inserted or "
                + "deleted (0 inserted, 0 deleted)."
        case .invalidSectionCount(let before, let after, let inserted, let deleted):
            return
                "invalid number of sections. The number of sections contained in the collection view after "
                + "the update (\(after)) must be equal to the number of sections contained in the collection "
                + "view before the update (\(before)), plus or minus the number of sections inserted or "
                + "deleted (\(inserted) inserted, \(deleted) deleted)."
        case .sectionUpdateOutOfRange(let section, let sectionCount, let phase):
            return "attempt to \(phase == .beforeUpdate ? "delete" : "insert") section \(section), but there "
                + "are only \(sectionCount) sections \(phase)."
        case .missingIndexPath(let item):
            let phase: UpdatePhase =
                item.action == .insert || (item.action == .move && item.indexPathBeforeUpdate != nil)
                ? .afterUpdate : .beforeUpdate
            return "attempt to \(Self.verb(item.action)) without an index path \(phase) (\(item))."
        case .unexpectedIndexPath(let item):
            let phase: UpdatePhase = item.action == .insert ? .beforeUpdate : .afterUpdate
            let path = (phase == .beforeUpdate ? item.indexPathBeforeUpdate : item.indexPathAfterUpdate)
            return "attempt to \(Self.verb(item.action)) with an index path \(phase) "
                + "(\(path.map(\.description) ?? "?")); \(Self.verb(item.action)) names only the index path "
                + "\(phase == .beforeUpdate ? UpdatePhase.afterUpdate : .beforeUpdate) (\(item))."
        case .sectionOutOfRange(let item, let indexPath, let sectionCount, let phase):
            return "attempt to \(Self.verb(item.action)) item \(indexPath.item) \(Self.preposition(phase)) "
                + "section \(indexPath.section), but there are only \(sectionCount) sections \(phase) (\(item))."
        case .itemOutOfRange(let item, let indexPath, let itemCount, let phase):
            switch phase {
            case .beforeUpdate:
                return "attempt to \(Self.verb(item.action)) item \(indexPath.item) from section "
                    + "\(indexPath.section) which only contains \(itemCount) items \(phase) (\(item))."
            case .afterUpdate:
                return "attempt to \(Self.verb(item.action)) item \(indexPath.item) into section "
                    + "\(indexPath.section), but there are only \(itemCount) items in section "
                    + "\(indexPath.section) \(phase) (\(item))."
            }
        case .conflictingOperations(let first, let second, let indexPath, let phase):
            return "\(Self.conflict(first.action, second.action, phase)) \(indexPath) (\(first), \(second))."
        case .invalidItemCount(
            let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            return "invalid number of items in section \(section). The number of items contained in an "
                + "existing section after the update (\(after)) must be equal to the number of items contained "
                + "in that section before the update (\(before)), plus or minus the number of items inserted "
                + "or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus "
                + "the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) "
                + "moved out)."
        }
    }

    private static func verb(_ action: UpdateItem.Action) -> String {
        switch action {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .move: "move"
        }
    }

    private static func preposition(_ phase: UpdatePhase) -> String {
        phase == .beforeUpdate ? "from" : "into"
    }

    /// UIKit-style wording for two operations that share an index path, whatever their order.
    private static func conflict(_ a: UpdateItem.Action, _ b: UpdateItem.Action, _ phase: UpdatePhase)
        -> String
    {
        let pair = Set([a, b])
        if a == b {
            if a == .move && phase == .afterUpdate {
                return "attempt to move two items to the same index path"
            }
            return "attempt to \(verb(a)) the same index path twice"
        }
        if pair == [.delete, .reload] { return "attempt to delete and reload the same index path" }
        if pair == [.delete, .move] {
            return "attempt to perform a delete and a move from the same index path"
        }
        if pair == [.reload, .move] { return "attempt to reload and move the same index path" }
        if pair == [.insert, .move] {
            return "attempt to perform an insert and a move to the same index path"
        }
        return "attempt to \(verb(a)) and \(verb(b)) the same index path"
    }
}
