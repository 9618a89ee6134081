/// Checks a whole batch of ``UpdateItem``s against the item counts before and after it, and reports the
/// first problem as a ``BatchUpdateError``; ``UpdatePlan/validate(_:itemCountsBefore:itemCountsAfter:)``
/// builds a plan only from a batch this accepts.
///
/// Every check costs O(m) for m operations, plus O(s) for s sections; nothing per item (the bitmap of
/// ``UsedIndexPaths`` has a bit per item only when the batch has an operation per 64 items).
struct BatchUpdateValidator {
    /// The batch, in the order given.
    let items: [UpdateItem]
    /// The number of items in each section before the batch.
    let itemCountsBefore: [Int]
    /// The number of items in each section after the batch.
    let itemCountsAfter: [Int]
    /// The sections the batch deletes and inserts.
    var sections = SectionUpdate()

    /// A batch that deletes or inserts sections, as an item batch in the union of the sections (see
    /// ``SectionMap``): the batch's own items there, then the deletes and inserts its sections bring.
    struct UnionBatch {
        let map: SectionMap
        let items: [UpdateItem]
        let countsBefore: [Int]
        let countsAfter: [Int]
    }

    /// Throws the first problem with the batch, or returns if it is valid: with the batch in the union of
    /// the sections when it deletes or inserts any.
    @discardableResult
    func check() throws(BatchUpdateError) -> UnionBatch? {
        try checkCounts()
        for item in items {
            try checkShape(of: item)
            try checkRange(of: item)
        }
        guard !sections.isEmpty else {
            try checkConflicts()
            try checkArithmetic()
            return nil
        }
        let map = SectionMap(
            countBefore: itemCountsBefore.count, countAfter: itemCountsAfter.count, update: sections)
        let countsBefore = map.unionCounts(itemCountsBefore, phase: .beforeUpdate)
        let countsAfter = map.unionCounts(itemCountsAfter, phase: .afterUpdate)
        let named = items.map { map.union($0) }
        let union = BatchUpdateValidator(
            items: named
                + map.implicitItems(besides: named, countsBefore: countsBefore, countsAfter: countsAfter),
            itemCountsBefore: countsBefore, itemCountsAfter: countsAfter)
        do {
            try union.checkConflicts()
            try union.checkArithmetic()
        } catch {
            throw map.side(error)
        }
        return UnionBatch(map: map, items: union.items, countsBefore: countsBefore, countsAfter: countsAfter)
    }

    /// No negative counts, and as many sections after the batch as before it, give or take those the batch
    /// deletes and inserts (which exist on their sides of it).
    private func checkCounts() throws(BatchUpdateError) {
        for (phase, counts) in [
            (UpdatePhase.beforeUpdate, itemCountsBefore), (.afterUpdate, itemCountsAfter),
        ] {
            if let section = counts.firstIndex(where: { $0 < 0 }) {
                throw .negativeItemCount(section: section, count: counts[section], phase: phase)
            }
        }
        guard !sections.isEmpty else {
            if itemCountsBefore.count != itemCountsAfter.count {
                throw .sectionCountMismatch(before: itemCountsBefore.count, after: itemCountsAfter.count)
            }
            return
        }
        for (phase, indexes, count) in [
            (UpdatePhase.beforeUpdate, sections.deleted, itemCountsBefore.count),
            (.afterUpdate, sections.inserted, itemCountsAfter.count),
        ] {
            if let section = indexes.first(where: { !(0..<count).contains($0) }) {
                throw .sectionUpdateOutOfRange(section: section, sectionCount: count, phase: phase)
            }
        }
        if itemCountsBefore.count - sections.deleted.count + sections.inserted.count != itemCountsAfter.count
        {
            throw .invalidSectionCount(
                before: itemCountsBefore.count, after: itemCountsAfter.count,
                inserted: sections.inserted.count, deleted: sections.deleted.count)
        }
    }

    /// Each operation carries exactly the index paths its action needs.
    private func checkShape(of item: UpdateItem) throws(BatchUpdateError) {
        let needsBefore = item.action != .insert
        let needsAfter = item.action == .insert || item.action == .move
        if (needsBefore && item.indexPathBeforeUpdate == nil)
            || (needsAfter && item.indexPathAfterUpdate == nil)
        {
            throw .missingIndexPath(item)
        }
        if (!needsBefore && item.indexPathBeforeUpdate != nil)
            || (!needsAfter && item.indexPathAfterUpdate != nil)
        {
            throw .unexpectedIndexPath(item)
        }
    }

    /// Each index path names an existing item on its side of the batch.
    private func checkRange(of item: UpdateItem) throws(BatchUpdateError) {
        if let path = item.indexPathBeforeUpdate {
            try checkRange(of: path, for: item, counts: itemCountsBefore, phase: .beforeUpdate)
        }
        if let path = item.indexPathAfterUpdate {
            try checkRange(of: path, for: item, counts: itemCountsAfter, phase: .afterUpdate)
        }
    }

    private func checkRange(
        of path: IndexPath, for item: UpdateItem, counts: [Int], phase: UpdatePhase
    ) throws(BatchUpdateError) {
        guard counts.indices.contains(path.section) else {
            throw .sectionOutOfRange(item, indexPath: path, sectionCount: counts.count, phase: phase)
        }
        guard (0..<counts[path.section]).contains(path.item) else {
            throw .itemOutOfRange(item, indexPath: path, itemCount: counts[path.section], phase: phase)
        }
    }

    /// No index path is used twice on the same side: before the batch by deletes, reloads and move
    /// sources; after it by inserts and move destinations. Reports the earliest operation that reuses a
    /// path, together with the one that used it first (found again by a scan: only a rejected batch pays
    /// for it).
    ///
    /// - Parameter storage: How the index paths used are kept (``UsedIndexPaths/Storage``); by default,
    ///   by how many operations there are for how many items.
    func checkConflicts(storage: UsedIndexPaths.Storage? = nil) throws(BatchUpdateError) {
        var usedBefore = UsedIndexPaths(
            itemCounts: itemCountsBefore, operations: items.count, storage: storage)
        var usedAfter = UsedIndexPaths(itemCounts: itemCountsAfter, operations: items.count, storage: storage)
        for (index, item) in items.enumerated() {
            if let path = item.indexPathBeforeUpdate, !usedBefore.insert(path) {
                let first = items[..<index].first { $0.indexPathBeforeUpdate == path }!
                throw .conflictingOperations(first, item, indexPath: path, phase: .beforeUpdate)
            }
            if let path = item.indexPathAfterUpdate, !usedAfter.insert(path) {
                let first = items[..<index].first { $0.indexPathAfterUpdate == path }!
                throw .conflictingOperations(first, item, indexPath: path, phase: .afterUpdate)
            }
        }
    }

    /// The tallies of one section, for the count check.
    private struct Tally {
        var inserted = 0
        var deleted = 0
        var movedIn = 0
        var movedOut = 0
    }

    /// For every section, `after == before − deleted + inserted + moved in − moved out`, where moves
    /// count only when they cross sections (as in UIKit's message).
    private func checkArithmetic() throws(BatchUpdateError) {
        var tallies = Array(repeating: Tally(), count: itemCountsBefore.count)
        for item in items {
            switch item.action {
            case .insert: tallies[item.indexPathAfterUpdate!.section].inserted += 1
            case .delete: tallies[item.indexPathBeforeUpdate!.section].deleted += 1
            case .reload: break
            case .move:
                let from = item.indexPathBeforeUpdate!.section
                let to = item.indexPathAfterUpdate!.section
                if from != to {
                    tallies[from].movedOut += 1
                    tallies[to].movedIn += 1
                }
            }
        }
        for section in itemCountsBefore.indices {
            let tally = tallies[section]
            let before = itemCountsBefore[section]
            let after = itemCountsAfter[section]
            if after != before - tally.deleted + tally.inserted + tally.movedIn - tally.movedOut {
                throw .invalidItemCount(
                    section: section, before: before, after: after, inserted: tally.inserted,
                    deleted: tally.deleted, movedIn: tally.movedIn, movedOut: tally.movedOut)
            }
        }
    }
}
