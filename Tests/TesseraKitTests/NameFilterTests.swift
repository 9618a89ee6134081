import TesseraKit
import TesseraLayout
import SystemTestSupport
import Testing

/// `NameFilter`: incremental, indexed (at the first query or in the background) and, before a
/// background index is ready, a linear scan — every way gives what matching every name afresh gives.
@Suite struct NameFilterTests {
    /// Each step of a typing session (extending, deleting, retyping) gives what matching every name
    /// afresh gives: the incremental narrowing loses nothing.
    @Test func incrementalNarrowingEqualsMatchingAfresh() {
        let names = sampleNames + sampleNames.map { $0.uppercased() }
        var filter = NameFilter(count: names.count) { names[$0] }
        for text in ["m", "ma", "mar", "mari", "mar", "ma", "mo", "", "é", "éo", "山", "zz"] {
            let query = FuzzyQuery(text)
            let expected = names.indices.filter { query.match(FoldedText(names[$0])) != nil }
            #expect(filter.positions(matching: query) == expected, "\(text)")
        }
    }

    @Test func scoreOrderPutsBetterMatchesFirst() {
        let names = ["Jamie", "Jo Miller", "Jim", "Amy"]
        var filter = NameFilter(count: names.count, order: .score) { names[$0] }
        #expect(filter.positions(matching: FuzzyQuery("jm")) == [1, 0, 2], "Jamie and Jim tie: list order")
        var listOrder = NameFilter(count: names.count) { names[$0] }
        #expect(listOrder.positions(matching: FuzzyQuery("jm")) == [0, 1, 2])
    }

    @Test func anIndexFoldsEachDistinctNameOnce() {
        let index = NameIndex(count: 4) { ["Ann", "Bo", "Ann", "Cy"][$0] }
        #expect(index.names.map { $0.graphemes.joined() } == ["ann", "bo", "cy"])
        #expect(index.keys == [0, 1, 0, 2])
        let byPosition = index.byPosition(count: 3, key: { [2, 99, 1][$0] }, name: { _ in "Dee" })
        #expect(byPosition.keys == [0, 3, 1], "a key the index does not hold is interned by its name")
    }

    /// The index arriving in the middle of a scan: the scan stops, the index answers, the same positions.
    @Test func aScanStopsWhenTheIndexArrivesAndTheIndexAnswers() {
        let names = (0..<200_000).map { sampleNames[$0 % sampleNames.count] }
        let gate = Gate()
        defer { gate.open() }
        let index = BackgroundNameIndex(
            count: names.count,
            name: {
                gate.pass()
                return names[$0]
            })
        // Halfway through the scan, the index is let through and waited for.
        let scanned = Highest()
        var filter = NameFilter(
            count: names.count, background: index, key: { $0 },
            name: { position in
                if position == 100_000 {
                    gate.open()
                    index.wait()
                }
                scanned.note(position)
                return names[position]
            })
        let query = FuzzyQuery("ma")
        let expected = names.indices.filter { query.match(FoldedText(names[$0])) != nil }
        #expect(filter.positions(matching: query) == expected)
        #expect(!filter.isScanningWithoutIndex, "answered by the index, not the scan")
        #expect(scanned.value < 150_000, "the scan stopped soon after the index arrived")
    }

    /// Random names (ASCII, accented, capital, CJK, spaces) and random typing sessions: the filter over
    /// an index built by key in the background gives, at every step, what a linear scan gives before the
    /// index is ready and what matching every name afresh gives — in both orders.
    @Test(arguments: 0..<24) func theIndexAnswersExactlyWhatALinearScanAnswers(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let alphabet = Array("aAbeEéÉoöÖsStT山 -'ßmMn")
        func randomText(_ length: ClosedRange<Int>) -> String {
            String(
                (0..<Int.random(in: length, using: &random)).map { _ in
                    alphabet.randomElement(using: &random)!
                })
        }
        // A few distinct names, shared by many keys, as generated people's are.
        let pool = (0..<Int.random(in: 1...12, using: &random)).map { _ in randomText(0...9) }
        // At least one key: the held-back index must read a name, so it stays unfinished.
        let indexedCount = Int.random(in: 1...200, using: &random)
        let keyNames = (0..<indexedCount).map { _ in pool.randomElement(using: &random)! }
        // Positions show indexed keys in a shuffled subset, and keys the index does not hold (added later).
        let added = (0..<Int.random(in: 0...8, using: &random)).map { _ in randomText(1...6) }
        var keys = Array(0..<indexedCount).filter { _ in Bool.random(using: &random) }
        keys += added.indices.map { 1_000 + $0 }
        keys.shuffle(using: &random)
        let positionKeys = keys
        let name = { (position: Int) in
            let key = positionKeys[position]
            return key < indexedCount ? keyNames[key] : added[key - 1_000]
        }

        let ready = BackgroundNameIndex(count: indexedCount, name: { keyNames[$0] })
        ready.wait()
        let gate = Gate()
        defer { gate.open() }
        let notReady = BackgroundNameIndex(
            count: indexedCount,
            name: {
                gate.pass()
                return keyNames[$0]
            })
        for order in ListFilterOrder.allCases {
            var indexed = NameFilter(
                count: keys.count, order: order, background: ready, key: { positionKeys[$0] }, name: name)
            var scanning = NameFilter(
                count: keys.count, order: order, background: notReady, key: { positionKeys[$0] }, name: name)
            // Every position's key at once, as `ArrangedList` gives them.
            var indexedByKeys = NameFilter(
                count: keys.count, order: order, background: ready, keys: { positionKeys }, name: name)
            var text = ""
            for _ in 0..<12 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: text = randomText(0...3)
                case 1: if !text.isEmpty { text.removeLast() }
                default: text.append(alphabet.randomElement(using: &random)!)
                }
                let query = FuzzyQuery(text)
                let expected = matchingAfresh(query, count: keys.count, order: order, name: name)
                #expect(indexed.positions(matching: query) == expected, "\(order) \(text)")
                #expect(indexedByKeys.positions(matching: query) == expected, "\(order) \(text), all keys")
                #expect(scanning.positions(matching: query) == expected, "\(order) \(text), scanned")
                #expect(scanning.isScanningWithoutIndex == !query.isEmpty, "\(text)")
                #expect(!indexed.isScanningWithoutIndex)
            }
        }
    }

    @Test func theDifferenceOfTwoFilteredViewsIsAMergeOfTheirPositions() throws {
        let items = PositionDifference.items(from: [0, 2, 3, 5], to: [1, 2, 5])
        #expect(
            items == [
                .delete(at: IndexPath(item: 0)), .insert(at: IndexPath(item: 0)),
                .delete(at: IndexPath(item: 2)),
            ])
        var list = [0, 2, 3, 5]
        let plan = try UpdatePlan.validate(items, itemCountsBefore: [4], itemCountsAfter: [3])
        plan.apply(to: &list) { _ in 1 }
        #expect(list == [1, 2, 5])
    }

    /// Past its limit the merge stops: a change too large to animate is never written out as a batch.
    @Test func theDifferenceStopsPastItsLimit() {
        #expect(PositionDifference.items(from: [0, 2, 3, 5], to: [1, 2, 5], limit: 3)?.count == 3)
        #expect(PositionDifference.items(from: [0, 2, 3, 5], to: [1, 2, 5], limit: 2) == nil)
        #expect(PositionDifference.items(from: Array(0..<1_000_000), to: [7], limit: 5_000) == nil)
    }
}
