/// Makes random but valid batches of remote updates, like the sample's server, from a seeded source.
///
/// When the list is big enough a batch holds at least one reload, delete, move and insert (one or two of
/// each); the first of each kind lands on screen when it can, so the person pressing `u` sees it happen.
struct PersonUpdateGenerator {
    private var random: SeededRandom
    private let seed: UInt64
    private var insertedSoFar = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed).derived(0x7570_6461_7465)  // "update"
    }

    /// A batch for a list of `count` people, of which `visible` are on screen.
    mutating func makeBatch(count: Int, visible: Range<Int>) -> PersonUpdateBatch {
        var batch = PersonUpdateBatch()
        guard count > 0 else { return batch }
        var usedBefore = Set<Int>()
        let onScreen = visible.clamped(to: 0..<count)
        // The first pick of each kind prefers a friend on screen, so the motion (and the "Updated Now"
        // mark) is seen.
        func pickBefore(preferVisible: Bool) -> Int? {
            guard usedBefore.count < count else { return nil }
            if preferVisible,
                let index = onScreen.shuffled(using: &random).first(where: { !usedBefore.contains($0) })
            {
                usedBefore.insert(index)
                return index
            }
            while true {
                let index = Int.random(in: 0..<count, using: &random)
                if usedBefore.insert(index).inserted { return index }
            }
        }
        func pick(_ quantity: Int) -> [Int] {
            (0..<quantity).compactMap { pickBefore(preferVisible: $0 == 0) }
        }
        batch.deletes = pick(quantity(available: count >= 2))
        let moveSources = pick(quantity(available: count >= 3))
        batch.reloads = pick(quantity(available: count >= 1))
        let insertCount = quantity(available: true)
        let countAfter = count - batch.deletes.count + insertCount
        let visibleAfter = onScreen.clamped(to: 0..<countAfter)
        var usedAfter = Set<Int>()
        func pickAfter() -> Int {
            let preferVisible = usedAfter.isEmpty && !visibleAfter.isEmpty
            while true {
                let index = Int.random(in: preferVisible ? visibleAfter : 0..<countAfter, using: &random)
                if usedAfter.insert(index).inserted { return index }
            }
        }
        var inserts: [Int] = []
        for _ in 0..<insertCount { inserts.append(pickAfter()) }
        batch.moves = moveSources.map { (from: $0, to: pickAfter()) }
        for destination in inserts {
            let person = People.newPerson(seed: seed, index: insertedSoFar)
            insertedSoFar += 1
            batch.inserts.append((person: person, at: destination))
        }
        return batch
    }

    /// One or two operations of a kind, or none when the list is too small for it.
    private mutating func quantity(available: Bool) -> Int {
        available ? Int.random(in: 1...2, using: &random) : 0
    }
}
