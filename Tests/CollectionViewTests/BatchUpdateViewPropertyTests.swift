import Canvas
import CollectionLayout
import Testing

@testable import CollectionView

/// Random batches through the view, checked against the plain array model applied the sample's way.
@Suite struct BatchUpdateViewPropertyTests {
    /// A deterministic generator for reproducible random batches.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A random valid batch on `count` items, and the count after it.
    static func randomBatch(count: Int, using random: inout SplitMix) -> ([UpdateItem], Int) {
        var old = Array(0..<count).shuffled(using: &random)
        let deletes = old.prefix(Int.random(in: 0...min(3, count), using: &random))
        old.removeFirst(deletes.count)
        let moves = old.prefix(Int.random(in: 0...min(3, old.count), using: &random))
        old.removeFirst(moves.count)
        let reloads = old.prefix(Int.random(in: 0...min(2, old.count), using: &random))
        let inserts = Int.random(in: 0...3, using: &random)
        let after = count - deletes.count + inserts
        var new = Array(0..<after).shuffled(using: &random)
        var items: [UpdateItem] =
            deletes.map { .delete(at: IndexPath(item: $0)) }
            + reloads.map { .reload(at: IndexPath(item: $0)) }
        for source in moves {
            items.append(.move(from: IndexPath(item: source), to: IndexPath(item: new.removeFirst())))
        }
        for _ in 0..<inserts { items.append(.insert(at: IndexPath(item: new.removeFirst()))) }
        return (items.shuffled(using: &random), after)
    }

    /// The sample's way: deletes (and move sources) in descending order, then inserts (and move
    /// destinations) in ascending order.
    static func applyLikeTheSample(_ items: [UpdateItem], to array: [Int], newID: inout Int) -> [Int] {
        var array = array
        var deletes: [Int] = []
        var inserts: [(Int, Int)] = []
        for item in items {
            switch item.action {
            case .delete: deletes.append(item.indexPathBeforeUpdate!.item)
            case .insert:
                inserts.append((newID, item.indexPathAfterUpdate!.item))
                newID += 1
            case .move:
                deletes.append(item.indexPathBeforeUpdate!.item)
                inserts.append((array[item.indexPathBeforeUpdate!.item], item.indexPathAfterUpdate!.item))
            case .reload: break
            }
        }
        for index in deletes.sorted(by: >) { array.remove(at: index) }
        for (id, index) in inserts.sorted(by: { $0.1 < $1.1 }) { array.insert(id, at: index) }
        return array
    }

    @Test func viewIdentitiesMatchTheArrayModelForThousandsOfRandomBatches() throws {
        var random = SplitMix(state: 2026)
        for round in 0..<2_000 {
            let count = Int.random(in: 0...60, using: &random)
            let ids = Array(0..<count)
            let (items, after) = Self.randomBatch(count: count, using: &random)
            var newID = 1_000
            let model = Self.applyLikeTheSample(items, to: ids, newID: &newID)
            var view = CollectionView(
                layout: ColumnFlowLayout(), itemCounts: [count],
                viewport: CellRect(column: 0, row: 0, width: 90, height: 500))
            let before = view.layout
            let plan = try view.performBatchUpdates(items, itemCountsAfter: [after])
            #expect(view.itemCounts == [model.count], "round \(round)")
            var viewModel = ids
            plan.apply(to: &viewModel) { _ in -1 }
            for (index, id) in viewModel.enumerated() where id >= 0 {
                #expect(model[index] == id, "round \(round): \(items)")
            }
            // Every item that stays slides from the old frame of the same identity.
            for transition in view.animation?.transitions ?? [] where transition.content == .afterUpdate {
                let newIndex = transition.end.indexPath.item
                guard model[newIndex] < 1_000 else { continue }
                #expect(
                    transition.start.frame
                        == before.attributesForItem(at: IndexPath(item: model[newIndex]))?.frame)
            }
        }
    }

    @Test func invalidBatchesAreRejectedAndChangeNothing() {
        var random = SplitMix(state: 7)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...40, using: &random)
            var (items, after) = Self.randomBatch(count: count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: after += Int.random(in: 1...3, using: &random)
            case 1: items.append(.delete(at: IndexPath(item: count + Int.random(in: 0...5, using: &random))))
            case 2:
                items.append(.insert(at: IndexPath(item: after + 1 + Int.random(in: 0...5, using: &random))))
            default: items.append(.delete(at: IndexPath(item: -1)))
            }
            var view = CollectionView(
                layout: MosaicLayout(), itemCounts: [count],
                viewport: CellRect(column: 0, row: 0, width: 60, height: 40))
            view.focusLast()
            let snapshot = (view.itemCounts, view.focusedItem, view.contentOffset, view.layout.contentSize)
            #expect(throws: BatchUpdateError.self) {
                try view.performBatchUpdates(items, itemCountsAfter: [after])
            }
            #expect(view.itemCounts == snapshot.0 && view.focusedItem == snapshot.1)
            #expect(
                view.contentOffset == snapshot.2 && view.layout.contentSize == snapshot.3 && !view.isAnimating
            )
        }
    }
}
