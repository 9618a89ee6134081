/// The sections of a batch that deletes or inserts some, numbered in one *union* sequence that holds every
/// section of either side: the sections that stay once, each deleted section where it was, each inserted
/// one where it will be (after the deleted ones at the same place).
///
/// In the union a batch changes no section count: a deleted section has no items after the batch, an
/// inserted one none before. So a batch that deletes or inserts sections is an item batch in the union
/// (``UpdatePlan`` keeps its plan there), with index paths translated at either end.
///
///     before   Nov  Oct  Jul               delete 1, insert 2
///     union    Nov  Oct  Jul  Mar          Oct: before 1, after —; Mar: before —, after 2
///     after    Nov       Jul  Mar
struct SectionMap: Hashable, Sendable {
    /// The union index of each section before the batch.
    let unionOfBefore: [Int]
    /// The union index of each section after the batch.
    let unionOfAfter: [Int]
    /// The section before the batch at each union index, or -1 for an inserted one.
    let beforeOfUnion: [Int]
    /// The section after the batch at each union index, or -1 for a deleted one.
    let afterOfUnion: [Int]

    /// The map for `update` between `countBefore` and `countAfter` sections.
    ///
    /// - Precondition: `update`'s sections are in range and `countBefore − deleted + inserted` is
    ///   `countAfter` (``BatchUpdateValidator`` checks it).
    init(countBefore: Int, countAfter: Int, update: SectionUpdate) {
        var unionOfBefore: [Int] = []
        var unionOfAfter: [Int] = []
        var beforeOfUnion: [Int] = []
        var afterOfUnion: [Int] = []
        let deleted = Set(update.deleted)
        let inserted = Set(update.inserted)
        var before = 0
        var after = 0
        while before < countBefore || after < countAfter {
            let union = beforeOfUnion.count
            if before < countBefore && deleted.contains(before) {
                unionOfBefore.append(union)
                beforeOfUnion.append(before)
                afterOfUnion.append(-1)
                before += 1
            } else if after < countAfter && (inserted.contains(after) || before == countBefore) {
                unionOfAfter.append(union)
                beforeOfUnion.append(-1)
                afterOfUnion.append(after)
                after += 1
            } else {
                unionOfBefore.append(union)
                unionOfAfter.append(union)
                beforeOfUnion.append(before)
                afterOfUnion.append(after < countAfter ? after : -1)
                before += 1
                after += 1
            }
        }
        self.unionOfBefore = unionOfBefore
        self.unionOfAfter = unionOfAfter
        self.beforeOfUnion = beforeOfUnion
        self.afterOfUnion = afterOfUnion
    }

    /// The item counts per union section, from the counts before (`phase` before) or after the batch.
    func unionCounts(_ counts: [Int], phase: UpdatePhase) -> [Int] {
        (phase == .beforeUpdate ? beforeOfUnion : afterOfUnion).map { $0 >= 0 ? counts[$0] : 0 }
    }

    /// `path` (on the `phase` side of the batch) in the union.
    func union(_ path: IndexPath, phase: UpdatePhase) -> IndexPath {
        let sections = phase == .beforeUpdate ? unionOfBefore : unionOfAfter
        return IndexPath(item: path.item, section: sections[path.section])
    }

    /// The union's `path` on the `phase` side of the batch, or `nil` where that side has no such section.
    func side(_ path: IndexPath, phase: UpdatePhase) -> IndexPath? {
        let section = (phase == .beforeUpdate ? beforeOfUnion : afterOfUnion)[path.section]
        return section >= 0 ? IndexPath(item: path.item, section: section) : nil
    }

    /// `item` with its index paths in the union.
    func union(_ item: UpdateItem) -> UpdateItem {
        UpdateItem(
            action: item.action, before: item.indexPathBeforeUpdate.map { union($0, phase: .beforeUpdate) },
            after: item.indexPathAfterUpdate.map { union($0, phase: .afterUpdate) })
    }

    /// The union's `item` with its index paths on their sides of the batch.
    func side(_ item: UpdateItem) -> UpdateItem {
        UpdateItem(
            action: item.action,
            before: item.indexPathBeforeUpdate.flatMap { side($0, phase: .beforeUpdate) },
            after: item.indexPathAfterUpdate.flatMap { side($0, phase: .afterUpdate) })
    }

    /// The items of the deleted and inserted sections that `items` (in the union) does not name, as the
    /// deletes and inserts that go with their sections; `countsBefore` and `countsAfter` per union section.
    func implicitItems(besides items: [UpdateItem], countsBefore: [Int], countsAfter: [Int]) -> [UpdateItem] {
        var namedBefore = Set<IndexPath>()
        var namedAfter = Set<IndexPath>()
        for item in items {
            if let path = item.indexPathBeforeUpdate, afterOfUnion[path.section] < 0 {
                namedBefore.insert(path)
            }
            if let path = item.indexPathAfterUpdate, beforeOfUnion[path.section] < 0 {
                namedAfter.insert(path)
            }
        }
        var implicit: [UpdateItem] = []
        for union in beforeOfUnion.indices {
            if afterOfUnion[union] < 0 {
                for item in 0..<countsBefore[union]
                where !namedBefore.contains(IndexPath(item: item, section: union)) {
                    implicit.append(.delete(at: IndexPath(item: item, section: union)))
                }
            }
            if beforeOfUnion[union] < 0 {
                for item in 0..<countsAfter[union]
                where !namedAfter.contains(IndexPath(item: item, section: union)) {
                    implicit.append(.insert(at: IndexPath(item: item, section: union)))
                }
            }
        }
        return implicit
    }
}

extension SectionMap {
    /// `error`, found in the union, with its index paths and section on their sides of the batch.
    func side(_ error: BatchUpdateError) -> BatchUpdateError {
        switch error {
        case .conflictingOperations(let first, let second, let indexPath, let phase):
            return .conflictingOperations(
                side(first), side(second), indexPath: side(indexPath, phase: phase) ?? indexPath, phase: phase
            )
        case .invalidItemCount(
            let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            let named = beforeOfUnion[section] >= 0 ? beforeOfUnion[section] : afterOfUnion[section]
            return .invalidItemCount(
                section: named, before: before, after: after, inserted: inserted, deleted: deleted,
                movedIn: movedIn, movedOut: movedOut)
        default:
            return error
        }
    }
}
