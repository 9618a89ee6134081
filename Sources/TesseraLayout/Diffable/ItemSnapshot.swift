/// The state of a collection's data as identifiers: an ordered list of sections, each an ordered list of item
/// identifiers — the counterpart of UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Build the data as it should look, then let ``difference(from:)`` work out the batch update that turns
/// the previous snapshot into this one (deletes, inserts, minimal moves and reloads, see
/// ``ItemSnapshotDifference``):
///
///     var snapshot = ItemSnapshot<String, Int>()
///     try snapshot.appendSections(["people"])
///     try snapshot.appendItems([7, 3, 9], toSection: "people")
///     snapshot.reloadItems([3])  // 3's content changed
///     let difference = try snapshot.difference(from: previous)
///
/// A value: copies are independent. Each item costs its identifier's size (an `Int` costs 8 bytes); there is
/// no per-item index, so item identifiers are checked for duplicates once, when a difference is computed
/// (where every identifier is hashed anyway), not on every append. Section identifiers are few and are
/// checked as they are appended.
public struct ItemSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable>: Equatable {
    /// The section identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifier] = []
    /// The item identifiers of each section, in the order of ``sectionIdentifiers``.
    @usableFromInline private(set) var sections: [[ItemIdentifier]] = []
    /// Each section's position in ``sectionIdentifiers``.
    private var sectionIndex: [SectionIdentifier: Int] = [:]
    /// The identifiers marked as changed by ``reloadItems(_:)``.
    public private(set) var reloadedItemIdentifiers: Set<ItemIdentifier> = []

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.count } }

    /// The number of items in each section, in the engine's terms (`UpdatePlan`'s item counts).
    public var itemCounts: [Int] { sections.map(\.count) }

    /// Every item identifier, section after section. O(n): it builds a new array.
    public var itemIdentifiers: [ItemIdentifier] { Array(sections.joined()) }

    /// The item identifiers of `section`, in order, or `nil` when the snapshot has no such section.
    public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier]? {
        sectionIndex[section].map { sections[$0] }
    }

    /// The identifier of the item at `indexPath`, or `nil` when there is no item there. O(1).
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifier? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    /// Appends sections, in order, after the existing ones.
    ///
    /// - Throws: ``ItemSnapshotError/duplicateSection(_:)`` when an identifier is already in the snapshot
    ///   or appears twice in `identifiers`; the snapshot is then unchanged.
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) throws(ItemSnapshotError) {
        var added = sectionIndex
        for (offset, identifier) in identifiers.enumerated() {
            if added.updateValue(sections.count + offset, forKey: identifier) != nil {
                throw .duplicateSection(String(reflecting: identifier))
            }
        }
        sectionIndex = added
        sectionIdentifiers += identifiers
        sections += Array(repeating: [], count: identifiers.count)
    }

    /// Appends items, in order, at the end of `section` (the last section when `nil`, as in UIKit).
    ///
    /// Identifiers are not checked for duplicates here: ``difference(from:)`` reports them.
    ///
    /// - Throws: ``ItemSnapshotError/unknownSection(_:)`` when the snapshot has no such section, or
    ///   ``ItemSnapshotError/noSections`` when `section` is `nil` and there are no sections; the snapshot is
    ///   then unchanged.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
    ) throws(ItemSnapshotError) {
        let position: Int
        if let section {
            guard let index = sectionIndex[section] else {
                throw .unknownSection(String(reflecting: section))
            }
            position = index
        } else {
            guard !sections.isEmpty else { throw .noSections }
            position = sections.count - 1
        }
        sections[position] += identifiers
    }

    /// Marks items as changed, so that the difference to this snapshot reloads them (when they were already
    /// there before; new items are inserted anyway).
    ///
    /// The identifiers must be in this snapshot; ``difference(from:)`` reports any that are not.
    public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {
        reloadedItemIdentifiers.formUnion(identifiers)
    }

    /// The same snapshot with no items marked as changed: what a data source keeps once it has applied it.
    public func withoutReloads() -> ItemSnapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        return copy
    }
}

extension ItemSnapshot: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
