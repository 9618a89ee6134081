/// Why a snapshot could not be built, compared or applied. Each case names the offending identifier (as
/// `String(reflecting:)` shows it, so strings appear quoted) and, where it has one, its position; the
/// ``description`` is one line.
///
/// These are programming errors — UIKit stops the app for them — reported as values instead, and whatever
/// threw is left unchanged.
public enum ItemSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section identifier appended twice.
    case duplicateSection(String)
    /// Items appended to a section the snapshot does not have.
    case unknownSection(String)
    /// Items appended to "the last section" of a snapshot with no sections.
    case noSections
    /// An item identifier that occurs twice in one snapshot, at `first` and at `second` (`first` comes
    /// earlier); `phase` says which snapshot: the one before the update or the one after it.
    case duplicateItem(String, first: IndexPath, second: IndexPath, phase: UpdatePhase)
    /// An item marked for reloading that is not in the snapshot.
    case reloadedItemNotInSnapshot(String)
    /// The sections both snapshots have are in another order; the lists first differ at position `index`
    /// (`nil`: the snapshot has no section there). A batch update inserts and deletes sections but does not
    /// reorder them.
    case sectionMismatch(index: Int, before: String?, after: String?)
    /// The collection view rejected the batch: its item counts are not those of the data source's snapshot,
    /// so the view and the data source have gone out of step.
    case batchRejected(BatchUpdateError)

    /// The problem in one line.
    public var description: String {
        switch self {
        case .duplicateSection(let section):
            "Invalid snapshot: section identifier \(section) is already in the snapshot."
        case .unknownSection(let section):
            "Invalid snapshot: cannot append items to section \(section): the snapshot has no such section."
        case .noSections:
            "Invalid snapshot: cannot append items to the last section: the snapshot has no sections."
        case .duplicateItem(let item, let first, let second, let phase):
            "Invalid snapshot: item identifier \(item) occurs twice, at \(first) and \(second), in the "
                + "snapshot \(phase)."
        case .reloadedItemNotInSnapshot(let item):
            "Invalid snapshot: cannot reload item identifier \(item): it is not in the snapshot."
        case .sectionMismatch(let index, let before, let after):
            "Invalid snapshot: section \(index) is \(before ?? "missing") before the update and "
                + "\(after ?? "missing") after it; a batch update cannot reorder sections."
        case .batchRejected(let error):
            "The collection view is out of step with the snapshot: \(error)"
        }
    }
}
