@testable import CollectionLayout

/// A small deterministic random number generator (SplitMix64), so a property-test seed reproduces a batch.
struct BatchRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One batch with the item counts it is checked against.
struct BatchScenario: CustomStringConvertible {
    var items: [UpdateItem]
    var countsBefore: [Int]
    var countsAfter: [Int]

    var description: String { "before \(countsBefore) after \(countsAfter) items \(items)" }

    /// The model before the batch: a distinct non-negative identity for every item.
    var oldSections: [[Int]] {
        countsBefore.enumerated().map { section, count in (0..<max(count, 0)).map { section * 100_000 + $0 } }
    }

    /// The identity an inserted item at `indexPath` gets: negative, so never an old identity.
    static func newIdentity(_ indexPath: IndexPath) -> Int {
        -1 - (indexPath.section * 100_000 + indexPath.item)
    }

    /// A random valid batch: distinct old index paths become deletes, reloads or move sources; then each
    /// section's inserts and move destinations take distinct slots among its new index paths.
    static func randomValid(seed: Int, maxSections: Int = 3, maxItems: Int = 40) -> BatchScenario {
        var random = BatchRandom(seed: seed)
        let sections = Int.random(in: 1...maxSections, using: &random)
        let countsBefore = (0..<sections).map { _ in Int.random(in: 0...maxItems, using: &random) }
        // Per-batch densities, so batches range from one operation to touching nearly every item.
        let touch = [2, 10, 30, 70].randomElement(using: &random)!
        var items: [UpdateItem] = []
        // Move sources, by destination section.
        var arrivals = Array(repeating: [IndexPath](), count: sections)
        var countsAfter = countsBefore
        for (section, count) in countsBefore.enumerated() {
            for item in 0..<count where Int.random(in: 0..<100, using: &random) < touch {
                let path = IndexPath(item: item, section: section)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    items.append(.delete(at: path))
                    countsAfter[section] -= 1
                case 1:
                    items.append(.reload(at: path))
                default:
                    let destination = Int.random(in: 0..<sections, using: &random)
                    arrivals[destination].append(path)
                    countsAfter[section] -= 1
                    countsAfter[destination] += 1
                }
            }
        }
        for section in 0..<sections {
            let inserts = Int.random(in: 0...(maxItems * touch / 100 + 1), using: &random)
            countsAfter[section] += inserts
            var slots = Array(0..<countsAfter[section]).shuffled(using: &random)
            for source in arrivals[section].shuffled(using: &random) {
                items.append(.move(from: source, to: IndexPath(item: slots.removeLast(), section: section)))
            }
            for _ in 0..<inserts {
                items.append(.insert(at: IndexPath(item: slots.removeLast(), section: section)))
            }
        }
        return BatchScenario(
            items: items.shuffled(using: &random), countsBefore: countsBefore, countsAfter: countsAfter)
    }

    /// Validates the batch.
    func validate() throws(BatchUpdateError) -> UpdatePlan {
        try UpdatePlan.validate(items, itemCountsBefore: countsBefore, itemCountsAfter: countsAfter)
    }
}

/// Apple's sample, literally: remove deletes and move sources in descending order (remembering each moved
/// element), then insert inserts and move destinations in ascending order. The reference the plan is
/// checked against; it trusts the batch to be valid.
func sampleAlgorithmApply(_ items: [UpdateItem], to sections: [[Int]]) -> [[Int]] {
    var sections = sections
    var removals: [IndexPath] = []
    var insertions: [(path: IndexPath, element: Int)] = []
    for item in items {
        switch item.action {
        case .delete:
            removals.append(item.indexPathBeforeUpdate!)
        case .insert:
            let path = item.indexPathAfterUpdate!
            insertions.append((path, BatchScenario.newIdentity(path)))
        case .move:
            let source = item.indexPathBeforeUpdate!
            removals.append(source)
            insertions.append((item.indexPathAfterUpdate!, sections[source.section][source.item]))
        case .reload:
            break
        }
    }
    for path in removals.sorted().reversed() { sections[path.section].remove(at: path.item) }
    for (path, element) in insertions.sorted(by: { $0.path < $1.path }) {
        sections[path.section].insert(element, at: path.item)
    }
    return sections
}

/// Every disagreement between `plan` and the sample algorithm's result on the scenario's identities; empty
/// when the plan's index maps, lists and applied model all match.
func batchPlanDiscrepancies(_ plan: UpdatePlan, _ scenario: BatchScenario) -> [String] {
    let old = scenario.oldSections
    let expected = sampleAlgorithmApply(scenario.items, to: old)
    var problems: [String] = []
    var applied = old
    plan.apply(to: &applied, inserting: BatchScenario.newIdentity)
    if applied != expected { problems.append("apply gave \(applied), the sample gives \(expected)") }
    var newPosition: [Int: IndexPath] = [:]
    for (section, items) in expected.enumerated() {
        for (item, identity) in items.enumerated() {
            newPosition[identity] = IndexPath(item: item, section: section)
        }
    }
    for (section, items) in expected.enumerated() {
        for (item, identity) in items.enumerated() {
            let path = IndexPath(item: item, section: section)
            let source = plan.oldIndex(forNew: path)
            let wanted = identity < 0 ? nil : IndexPath(item: identity % 100_000, section: identity / 100_000)
            if source != wanted {
                problems.append(
                    "oldIndex(forNew: \(path)) is \(source.map(\.description) ?? "nil"), want \(wanted.map(\.description) ?? "nil")"
                )
            }
        }
    }
    for (section, items) in old.enumerated() {
        for (item, identity) in items.enumerated() {
            let path = IndexPath(item: item, section: section)
            let destination = plan.newIndex(forOld: path)
            if destination != newPosition[identity] {
                problems.append(
                    "newIndex(forOld: \(path)) is \(destination.map(\.description) ?? "nil"), want \(newPosition[identity].map(\.description) ?? "nil")"
                )
            }
        }
    }
    let actions = Dictionary(grouping: scenario.items, by: \.action)
    let deleted = (actions[.delete] ?? []).map { $0.indexPathBeforeUpdate! }.sorted()
    let inserted = (actions[.insert] ?? []).map { $0.indexPathAfterUpdate! }.sorted()
    let reloaded = (actions[.reload] ?? []).map { $0.indexPathBeforeUpdate! }.sorted()
    let moved = (actions[.move] ?? []).map {
        UpdatePlan.Move(from: $0.indexPathBeforeUpdate!, to: $0.indexPathAfterUpdate!)
    }
    if plan.deleted != deleted { problems.append("deleted \(plan.deleted), want \(deleted)") }
    if plan.inserted != inserted { problems.append("inserted \(plan.inserted), want \(inserted)") }
    if plan.reloaded != reloaded { problems.append("reloaded \(plan.reloaded), want \(reloaded)") }
    if Set(plan.moved) != Set(moved) || plan.moved.map(\.source) != moved.map(\.source).sorted() {
        problems.append("moved \(plan.moved), want \(moved) sorted by source")
    }
    let reloadedAfter = Set(reloaded.map { newPosition[old[$0.section][$0.item]]! })
    if plan.reloadedAfter != reloadedAfter {
        problems.append("reloadedAfter \(plan.reloadedAfter), want \(reloadedAfter)")
    }
    return problems
}
