/// A validated batch update: what happens to every item, in both index spaces, derived from a handful of
/// operations without touching the items themselves.
///
/// Build one with ``validate(_:itemCountsBefore:itemCountsAfter:)``, which rejects a bad batch as a whole.
/// The plan answers ``newIndex(forOld:)`` and ``oldIndex(forNew:)`` by binary search over the sorted
/// operations — O(m log m) to prepare (O(m) for operations already in order, as a diff gives them) and
/// O(log m) per lookup for m operations, whatever the number of items — and lists what the animator
/// needs: ``deleted``, ``inserted``, ``moved`` and ``reloaded``.
///
/// The model: every item removed by a delete or a move source leaves a gap that closes up; the survivors
/// keep their order; then every insert and move destination takes its new slot, and the survivors fill the
/// rest in order. This is the order Apple's sample applies to its array (deletes descending, then inserts
/// ascending), so `apply(to:inserting:)` keeps a model array in step with the view.
/// Reloaded items keep their identity and shift like any other survivor.
///
/// Worked example, one section `[A B C D E]` with `delete 1`, `insert 0`, `move 3 → 1`, `reload 4`:
///
///     old   A B C D E      deleted [0, 1] (B); move [0, 3] → [0, 1] (D)
///     gaps  A . C . E      survivors A C E keep their order
///     new   X D A C E      insert [0, 0] (X, new); D lands on [0, 1]; A C E fill [0, 2] [0, 3] [0, 4]
///
///     newIndex(forOld:)  0→2  1→nil  2→3  3→1  4→4
///     oldIndex(forNew:)  0→nil  1→3  2→0  3→2  4→4
///     reloadedAfter      {[0, 4]} (E, content changed, same item)
public struct UpdatePlan: Equatable, Sendable {
    /// The operations of the batch, in the order they were given.
    public let items: [UpdateItem]
    /// The number of items in each section before the batch.
    public let itemCountsBefore: [Int]
    /// The number of items in each section after the batch.
    public let itemCountsAfter: [Int]
    /// The sections the batch deletes and inserts (none for a batch of items alone).
    public let sections: SectionUpdate
    /// The deleted items, by index path before the batch, ascending (move sources are in ``moved``); those
    /// of deleted sections among them.
    public let deleted: [IndexPath]
    /// The inserted items, by index path after the batch, ascending (move destinations are in ``moved``);
    /// those of inserted sections among them.
    public let inserted: [IndexPath]
    /// The moved items, each from its index path before the batch to its index path after it, ascending by
    /// source.
    public let moved: [Move]
    /// The reloaded items, by index path before the batch, ascending.
    public let reloaded: [IndexPath]
    /// The reloaded items, by index path after the batch: the same items as ``reloaded``, shifted by the
    /// batch's deletes, inserts and moves.
    public private(set) var reloadedAfter: Set<IndexPath> = []

    // The plan proper works in the union of the sections before and after the batch (``SectionMap``),
    // where no section comes or goes; for a batch of items alone the union is the sections themselves.
    /// The union of the sections, when the batch deletes or inserts any.
    let map: SectionMap?
    /// The number of items in each section of the union, before and after the batch.
    let unionCountsBefore: [Int]
    let unionCountsAfter: [Int]
    /// The moves in the union, ascending by source.
    let unionMoved: [Move]
    /// Deletes and move sources, by index path before the batch, ascending: the gaps that close up.
    let removedBefore: [IndexPath]
    /// Inserts and move destinations, by index path after the batch, ascending: the slots survivors skip.
    let filledAfter: [IndexPath]
    /// The moves, ascending by destination (``unionMoved`` is ascending by source): each move's source,
    /// by its destination, by binary search.
    let movedByDestination: [Move]

    /// Checks the whole of `items` against the item counts before and after the batch, and returns the
    /// plan, or throws the first problem found — so a bad batch changes nothing.
    ///
    /// Checks, in order: negative counts, a change in the number of sections, missing or extra index
    /// paths, index paths out of range (deletes, reloads and move sources against `itemCountsBefore`;
    /// inserts and move destinations against `itemCountsAfter`), an index path used twice on the same side,
    /// and, for every section, `after == before − deleted + inserted + moved in − moved out`.
    ///
    /// Cost: O(m + s) to check, for m operations and s sections (nothing per item), and O(m log m) to
    /// sort the operations for the plan — O(m) when each kind comes in order, as from
    /// ``ItemSnapshot/difference(from:)``, or when there are many moves for the items (see
    /// `sorted(_:by:itemCounts:)`).
    public static func validate(
        _ items: [UpdateItem], itemCountsBefore: [Int], itemCountsAfter: [Int]
    ) throws(BatchUpdateError) -> UpdatePlan {
        try validate(
            items, sections: SectionUpdate(), itemCountsBefore: itemCountsBefore,
            itemCountsAfter: itemCountsAfter)
    }

    /// Checks a batch that also deletes and inserts `sections`, and returns its plan, or throws the first
    /// problem found, as ``validate(_:itemCountsBefore:itemCountsAfter:)`` does.
    ///
    /// The deleted sections must exist before the batch and the inserted ones after it, and the number of
    /// sections after must be the number before, minus those deleted, plus those inserted. The items of a
    /// deleted section that `items` does not delete or move out are deleted with it; the slots of an
    /// inserted section that `items` does not fill are inserts. Cost: as for items alone, plus O(s) for s
    /// sections and O(k) for the k items of the deleted and inserted sections.
    public static func validate(
        _ items: [UpdateItem], sections: SectionUpdate, itemCountsBefore: [Int], itemCountsAfter: [Int]
    ) throws(BatchUpdateError) -> UpdatePlan {
        let validator = BatchUpdateValidator(
            items: items, itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter,
            sections: sections)
        let union = try validator.check()
        return UpdatePlan(
            validated: items, sections: sections, itemCountsBefore: itemCountsBefore,
            itemCountsAfter: itemCountsAfter, union: union)
    }

    /// Builds the plan of a batch that has already passed validation, in the union of its sections when
    /// it deletes or inserts any.
    private init(
        validated items: [UpdateItem], sections: SectionUpdate, itemCountsBefore: [Int],
        itemCountsAfter: [Int], union: BatchUpdateValidator.UnionBatch?
    ) {
        self.items = items
        self.sections = sections
        self.itemCountsBefore = itemCountsBefore
        self.itemCountsAfter = itemCountsAfter
        map = union?.map
        unionCountsBefore = union?.countsBefore ?? itemCountsBefore
        unionCountsAfter = union?.countsAfter ?? itemCountsAfter
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
        var moved: [Move] = []
        var reloaded: [IndexPath] = []
        for item in union?.items ?? items {
            switch item.action {
            case .delete: deleted.append(item.indexPathBeforeUpdate!)
            case .insert: inserted.append(item.indexPathAfterUpdate!)
            case .reload: reloaded.append(item.indexPathBeforeUpdate!)
            case .move: moved.append(Move(from: item.indexPathBeforeUpdate!, to: item.indexPathAfterUpdate!))
            }
        }
        // The standard library's sort finds runs already in order and merges them, so sorting what is
        // sorted, or two sorted lists one after the other, is linear.
        deleted.sort()
        inserted.sort()
        reloaded.sort()
        unionMoved = Self.sorted(moved, by: .source, itemCounts: unionCountsBefore)
        movedByDestination = Self.sorted(moved, by: .destination, itemCounts: unionCountsAfter)
        removedBefore = (deleted + unionMoved.map(\.source)).sorted()
        filledAfter = (inserted + movedByDestination.map(\.destination)).sorted()
        // Sections map in order, so each list stays sorted on its side of the batch.
        if let map {
            self.deleted = deleted.map { map.side($0, phase: .beforeUpdate)! }
            self.inserted = inserted.map { map.side($0, phase: .afterUpdate)! }
            self.moved = unionMoved.map {
                Move(
                    from: map.side($0.source, phase: .beforeUpdate)!,
                    to: map.side($0.destination, phase: .afterUpdate)!)
            }
            self.reloaded = reloaded.map { map.side($0, phase: .beforeUpdate)! }
        } else {
            self.deleted = deleted
            self.inserted = inserted
            self.moved = unionMoved
            self.reloaded = reloaded
        }
        reloadedAfter = Set(self.reloaded.compactMap { newIndex(forOld: $0) })
    }

    /// Where the item at `indexPath` before the batch is after it, or `nil` if it was deleted. Reloaded
    /// items keep their identity and are found like any other survivor. O(log m).
    ///
    /// - Precondition: `indexPath` is in range before the batch.
    public func newIndex(forOld indexPath: IndexPath) -> IndexPath? {
        precondition(
            Self.contains(indexPath, in: itemCountsBefore), "\(indexPath) is out of range before the update")
        guard let map else { return unionIndex(forOld: indexPath) }
        return unionIndex(forOld: map.union(indexPath, phase: .beforeUpdate)).flatMap {
            map.side($0, phase: .afterUpdate)
        }
    }

    /// ``newIndex(forOld:)`` in the union of the sections.
    private func unionIndex(forOld indexPath: IndexPath) -> IndexPath? {
        if let move = Self.move(in: unionMoved, at: indexPath, by: .source) { return move.destination }
        let removed = Self.section(indexPath.section, of: removedBefore)
        let below = Self.count(of: removed, in: removedBefore, below: indexPath.item)
        if below < removed.count && removedBefore[removed.lowerBound + below] == indexPath { return nil }
        let rank = indexPath.item - below
        let filled = Self.section(indexPath.section, of: filledAfter)
        return IndexPath(
            item: Self.slot(ofRank: rank, skipping: filled, in: filledAfter), section: indexPath.section)
    }

    /// Which item before the batch is at `indexPath` after it, or `nil` if it was inserted. O(log m).
    ///
    /// - Precondition: `indexPath` is in range after the batch.
    public func oldIndex(forNew indexPath: IndexPath) -> IndexPath? {
        precondition(
            Self.contains(indexPath, in: itemCountsAfter), "\(indexPath) is out of range after the update")
        guard let map else { return unionIndex(forNew: indexPath) }
        return unionIndex(forNew: map.union(indexPath, phase: .afterUpdate)).flatMap {
            map.side($0, phase: .beforeUpdate)
        }
    }

    /// ``oldIndex(forNew:)`` in the union of the sections.
    private func unionIndex(forNew indexPath: IndexPath) -> IndexPath? {
        if let move = Self.move(in: movedByDestination, at: indexPath, by: .destination) {
            return move.source
        }
        let filled = Self.section(indexPath.section, of: filledAfter)
        let below = Self.count(of: filled, in: filledAfter, below: indexPath.item)
        if below < filled.count && filledAfter[filled.lowerBound + below] == indexPath { return nil }
        let rank = indexPath.item - below
        let removed = Self.section(indexPath.section, of: removedBefore)
        return IndexPath(
            item: Self.slot(ofRank: rank, skipping: removed, in: removedBefore), section: indexPath.section)
    }

    /// The move of `moves` (ascending by `end`) whose `end` is `indexPath`, if there is one. O(log m).
    static func move(in moves: [Move], at indexPath: IndexPath, by end: Move.End) -> Move? {
        let index = moves.partitioningIndex { $0[end] >= indexPath }
        return index < moves.count && moves[index][end] == indexPath ? moves[index] : nil
    }

    /// Whether `indexPath` names an existing item, given per-section item counts.
    static func contains(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// The positions of `paths` (sorted) that lie in `section`.
    static func section(_ section: Int, of paths: [IndexPath]) -> Range<Int> {
        let start = paths.partitioningIndex { $0.section >= section }
        let end = paths[start...].partitioningIndex { $0.section > section }
        return start..<end
    }

    /// How many of `paths[range]` (one section, sorted) have an item below `item`.
    static func count(of range: Range<Int>, in paths: [IndexPath], below item: Int) -> Int {
        range.partitioningIndex { paths[$0].item >= item } - range.lowerBound
    }

    /// The item index of the `rank`-th slot (from 0) that is not one of `paths[range]` (one section,
    /// sorted): `rank` plus the taken slots before it. A taken slot `j` places before the answer exactly
    /// when the free slots before it, `paths[j].item − j`, number at most `rank`; that count only grows
    /// with `j`, so a binary search finds it.
    static func slot(ofRank rank: Int, skipping range: Range<Int>, in paths: [IndexPath]) -> Int {
        rank + range.partitioningIndex { paths[$0].item - ($0 - range.lowerBound) > rank } - range.lowerBound
    }
}

extension UpdatePlan {
    /// Where section `section` before the batch is after it, or `nil` if the batch deletes it. O(1).
    public func newSection(forOld section: Int) -> Int? {
        guard let map else { return section }
        let after = map.afterOfUnion[map.unionOfBefore[section]]
        return after >= 0 ? after : nil
    }

    /// Which section before the batch section `section` after it was, or `nil` if the batch inserts it.
    /// O(1).
    public func oldSection(forNew section: Int) -> Int? {
        guard let map else { return section }
        let before = map.beforeOfUnion[map.unionOfAfter[section]]
        return before >= 0 ? before : nil
    }
}
