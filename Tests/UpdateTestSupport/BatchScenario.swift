import SystemTestSupport
public import TesseraLayout

/// A small deterministic random number generator (SplitMix64), so a property-test seed reproduces a batch.
public struct BatchRandom: RandomNumberGenerator {
    private var generator: SplitMix

    public init(seed: Int) {
        generator = SplitMix(seed: UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15)
    }

    public mutating func next() -> UInt64 { generator.next() }
}

/// One batch with the item counts it is checked against.
public struct BatchScenario: CustomStringConvertible {
    public var items: [UpdateItem]
    public var countsBefore: [Int]
    public var countsAfter: [Int]

    public var description: String { "before \(countsBefore) after \(countsAfter) items \(items)" }

    /// The model before the batch: a distinct non-negative identity for every item.
    public var oldSections: [[Int]] {
        countsBefore.enumerated().map { section, count in (0..<max(count, 0)).map { section * 100_000 + $0 } }
    }

    /// The identity an inserted item at `indexPath` gets: negative, so never an old identity.
    public static func newIdentity(_ indexPath: IndexPath) -> Int {
        -1 - (indexPath.section * 100_000 + indexPath.item)
    }

    /// A random valid batch: distinct old index paths become deletes, reloads or move sources; then each
    /// section's inserts and move destinations take distinct slots among its new index paths.
    public static func randomValid(seed: Int, maxSections: Int = 3, maxItems: Int = 40) -> BatchScenario {
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
    public func validate() throws(BatchUpdateError) -> UpdatePlan {
        try UpdatePlan.validate(items, itemCountsBefore: countsBefore, itemCountsAfter: countsAfter)
    }
}

/// Apple's sample, literally: remove deletes and move sources in descending order (remembering each moved
/// element), then insert inserts and move destinations in ascending order. The reference the plan is
/// checked against; it trusts the batch to be valid.
public func sampleAlgorithmApply(_ items: [UpdateItem], to sections: [[Int]]) -> [[Int]] {
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
