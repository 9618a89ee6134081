/// The sections a batch update deletes and inserts: UIKit's `deleteSections(_:)` and `insertSections(_:)`
/// inside `performBatchUpdates`.
///
/// Deleted sections are numbered *before* the batch, inserted ones *after* it; the sections neither
/// deleted nor inserted keep their order and are matched up in it. A deleted section's items leave with
/// it and an inserted section's items arrive with it: the batch may name them (a delete, or a move out of
/// a deleted section; an insert, or a move into an inserted one), and those it does not name are deleted
/// or inserted with their section.
///
///     sections before   Nov  Oct  Jul          delete section 1 (Oct), insert section 2 (Mar)
///     sections after    Nov  Jul  Mar
public struct SectionUpdate: Hashable, Sendable, CustomStringConvertible {
    /// The deleted sections, by index before the batch, ascending, each once.
    public let deleted: [Int]
    /// The inserted sections, by index after the batch, ascending, each once.
    public let inserted: [Int]

    /// Deletes the sections `deleted` (indexes before the batch) and inserts `inserted` (indexes after it);
    /// each is sorted and each index kept once.
    public init(
        deleting deleted: some Sequence<Int> = [Int](), inserting inserted: some Sequence<Int> = [Int]()
    ) {
        self.deleted = Array(Set(deleted)).sorted()
        self.inserted = Array(Set(inserted)).sorted()
    }

    /// Whether the batch keeps every section.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty }

    /// `delete sections [1], insert sections [2]`.
    public var description: String {
        "delete sections \(deleted), insert sections \(inserted)"
    }
}
