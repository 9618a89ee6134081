public import TesseraLayout

/// A way to break a valid batch, with the rejection it must then get.
public enum BatchMutation: CaseIterable, Sendable {
    case deleteOutOfRange, reloadOutOfRange, moveSourceOutOfRange
    case insertOutOfRange, moveDestinationOutOfRange, sectionOutOfRange, negativeItem
    case reuseBeforePath, reuseAfterPath, missingIndexPath, unexpectedIndexPath
    case wrongCountAfter, dropDeleteOrInsert, negativeCount, extraSection

    /// A broken batch and a check that its error is the expected one.
    public typealias Breakage = (scenario: BatchScenario, expected: (BatchUpdateError) -> Bool)

    /// Breaks `scenario`, or returns `nil` when it has nothing this mutation can break (say, no operation
    /// to reuse). The new operation goes at a random place in the batch.
    public func apply(to scenario: BatchScenario, using random: inout BatchRandom) -> Breakage? {
        var broken = scenario
        let sections = scenario.countsBefore.count
        let section = Int.random(in: 0..<sections, using: &random)
        let before = scenario.countsBefore[section]
        let after = scenario.countsAfter[section]
        let beyondBefore = IndexPath(item: before + Int.random(in: 0...3, using: &random), section: section)
        let beyondAfter = IndexPath(item: after + Int.random(in: 0...3, using: &random), section: section)
        let first = IndexPath(item: 0, section: section)
        let place = Int.random(in: 0...scenario.items.count, using: &random)

        switch self {
        case .deleteOutOfRange, .reloadOutOfRange, .moveSourceOutOfRange:
            let item: UpdateItem
            switch self {
            case .deleteOutOfRange: item = .delete(at: beyondBefore)
            case .reloadOutOfRange: item = .reload(at: beyondBefore)
            default: item = .move(from: beyondBefore, to: first)
            }
            broken.items.insert(item, at: place)
            let error = BatchUpdateError.itemOutOfRange(
                item, indexPath: beyondBefore, itemCount: before, phase: .beforeUpdate)
            return (broken, { $0 == error })
        case .insertOutOfRange, .moveDestinationOutOfRange:
            if self == .moveDestinationOutOfRange && before == 0 { return nil }
            let item: UpdateItem =
                self == .insertOutOfRange ? .insert(at: beyondAfter) : .move(from: first, to: beyondAfter)
            broken.items.insert(item, at: place)
            let error = BatchUpdateError.itemOutOfRange(
                item, indexPath: beyondAfter, itemCount: after, phase: .afterUpdate)
            return (broken, { $0 == error })
        case .sectionOutOfRange:
            let path = IndexPath(item: 0, section: sections + Int.random(in: 0...2, using: &random))
            let item: UpdateItem = Bool.random(using: &random) ? .delete(at: path) : .insert(at: path)
            broken.items.insert(item, at: place)
            return (
                broken, { if case .sectionOutOfRange(item, path, sections, _) = $0 { true } else { false } }
            )
        case .negativeItem:
            let path = IndexPath(item: -Int.random(in: 1...3, using: &random), section: section)
            let item: UpdateItem = Bool.random(using: &random) ? .reload(at: path) : .insert(at: path)
            broken.items.insert(item, at: place)
            return (broken, { if case .itemOutOfRange(item, path, _, _) = $0 { true } else { false } })
        case .reuseBeforePath:
            guard let path = scenario.items.compactMap(\.indexPathBeforeUpdate).randomElement(using: &random)
            else { return nil }
            var candidates = [UpdateItem.delete(at: path), .reload(at: path)]
            if let target = scenario.countsAfter.firstIndex(where: { $0 > 0 }) {
                // A destination in range, so that the reused source is the first problem found.
                candidates.append(.move(from: path, to: IndexPath(item: 0, section: target)))
            }
            broken.items.insert(candidates.randomElement(using: &random)!, at: place)
            return (broken, Self.isConflict)
        case .reuseAfterPath:
            guard let path = scenario.items.compactMap(\.indexPathAfterUpdate).randomElement(using: &random)
            else { return nil }
            let source = IndexPath(item: 0, section: path.section)
            let moves = scenario.countsBefore[path.section] > 0 && Bool.random(using: &random)
            broken.items.insert(moves ? .move(from: source, to: path) : .insert(at: path), at: place)
            return (broken, Self.isConflict)
        case .missingIndexPath, .unexpectedIndexPath:
            guard let index = scenario.items.indices.randomElement(using: &random) else { return nil }
            var item = scenario.items[index]
            let missing = self == .missingIndexPath
            switch (missing, item.action) {
            case (false, .move): return nil  // a move has both paths; none is extra
            case (true, .insert): item.indexPathAfterUpdate = nil
            case (true, .move) where Bool.random(using: &random): item.indexPathAfterUpdate = nil
            case (true, _): item.indexPathBeforeUpdate = nil
            case (false, .insert): item.indexPathBeforeUpdate = first
            case (false, _): item.indexPathAfterUpdate = first
            }
            broken.items[index] = item
            let error: BatchUpdateError = missing ? .missingIndexPath(item) : .unexpectedIndexPath(item)
            return (broken, { $0 == error })
        case .wrongCountAfter:
            let delta =
                after == 0 || Bool.random(using: &random)
                ? Int.random(in: 1...3, using: &random) : -Int.random(in: 1...min(after, 3), using: &random)
            broken.countsAfter[section] += delta
            return (
                broken,
                { error in
                    switch error {
                    case .invalidItemCount(section, _, _, _, _, _, _): true
                    // Fewer items after the update can leave an insert or move destination past the end.
                    case .itemOutOfRange(_, _, _, .afterUpdate): delta < 0
                    default: false
                    }
                }
            )
        case .dropDeleteOrInsert:
            let droppable = scenario.items.indices.filter { index in
                let item = scenario.items[index]
                switch item.action {
                case .delete, .insert: return true
                case .move: return item.indexPathBeforeUpdate!.section != item.indexPathAfterUpdate!.section
                case .reload: return false
                }
            }
            guard let index = droppable.randomElement(using: &random) else { return nil }
            broken.items.remove(at: index)
            return (broken, { if case .invalidItemCount = $0 { true } else { false } })
        case .negativeCount:
            let phase: UpdatePhase = Bool.random(using: &random) ? .beforeUpdate : .afterUpdate
            let count = -Int.random(in: 1...5, using: &random)
            if phase == .beforeUpdate {
                broken.countsBefore[section] = count
            } else {
                broken.countsAfter[section] = count
            }
            let error = BatchUpdateError.negativeItemCount(section: section, count: count, phase: phase)
            return (broken, { $0 == error })
        case .extraSection:
            broken.countsAfter.append(Int.random(in: 0...3, using: &random))
            return (broken, { $0 == .sectionCountMismatch(before: sections, after: sections + 1) })
        }
    }

    /// Whether `error` reports two operations on one index path.
    private static func isConflict(_ error: BatchUpdateError) -> Bool {
        if case .conflictingOperations = error { true } else { false }
    }
}
