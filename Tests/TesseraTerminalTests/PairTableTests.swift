import TesseraCanvas
import Testing

@testable import TesseraTerminal

@Suite struct PairTableTests {
    private func colors(_ number: Int32) -> Palette.ColorPair {
        Palette.ColorPair(foreground: number, background: -1)
    }

    @Test func aSmallBudgetStillGivesEveryColourAValidPair() {
        var table = PairTable(capacity: 3)
        let pairs = FakePairs()
        for round in 0..<3 {
            for number: Int32 in 1...10 {
                let pair = table.pair(for: colors(number), allocator: pairs)
                #expect((1...3).contains(pair), "round \(round), colour \(number)")
                #expect(pairs.defined[pair] == colors(number), "the pair holds the colours asked for")
                #expect(table.count <= 3)
            }
        }
        #expect(Set(pairs.numbers) == [1, 2, 3])
        #expect(table.evictions == 27)
    }

    @Test func theLeastRecentlyUsedPairIsRecycledFirst() {
        var table = PairTable(capacity: 3)
        let pairs = FakePairs()
        let first = table.pair(for: colors(1), allocator: pairs)
        let second = table.pair(for: colors(2), allocator: pairs)
        let third = table.pair(for: colors(3), allocator: pairs)
        _ = table.pair(for: colors(1), allocator: pairs)  // 1 used again: 2 is now the oldest
        let fourth = table.pair(for: colors(4), allocator: pairs)
        #expect(pairs.recycled == [second])
        #expect(fourth == second)
        #expect(table.pair(for: colors(1), allocator: pairs) == first)
        #expect(table.pair(for: colors(3), allocator: pairs) == third)
        #expect(pairs.requests.count == 4, "pairs still in the table are not asked for again")
    }

    @Test func pairsShownOnScreenAreRecycledAfterThoseThatAreNot() {
        var table = PairTable(capacity: 2)
        let pairs = FakePairs()
        let shown = table.pair(for: colors(1), allocator: pairs)
        table.retain(shown)
        let hidden = table.pair(for: colors(2), allocator: pairs)
        // Colour 1 is the least recently used, but a cell shows it: colour 2's pair goes instead.
        #expect(table.pair(for: colors(3), allocator: pairs) == hidden)
        #expect(pairs.recycled == [hidden])
        #expect(table.isShown(shown))
        // Once no cell shows it, it is the first to go.
        table.release(shown)
        let newest = table.pair(for: colors(3), allocator: pairs)
        _ = table.pair(for: colors(4), allocator: pairs)
        #expect(pairs.recycled == [hidden, shown])
        #expect(table.pair(for: colors(3), allocator: pairs) == newest)
    }

    @Test func whenEveryPairIsShownTheLeastRecentlyUsedOneIsRecycled() {
        var table = PairTable(capacity: 2)
        let pairs = FakePairs()
        let first = table.pair(for: colors(1), allocator: pairs)
        let second = table.pair(for: colors(2), allocator: pairs)
        table.retain(first)
        table.retain(second)
        _ = table.pair(for: colors(1), allocator: pairs)
        #expect(table.pair(for: colors(3), allocator: pairs) == second)
    }

    @Test func retainAndReleaseCountCells() {
        var table = PairTable(capacity: 4)
        let pairs = FakePairs()
        let pair = table.pair(for: colors(1), allocator: pairs)
        table.retain(pair)
        table.retain(pair)
        table.release(pair)
        #expect(table.isShown(pair))
        table.release(pair)
        table.release(pair)
        #expect(!table.isShown(pair))
        table.retain(0)
        table.release(0)
    }

    @Test func removeAllStartsTheNumbersAfresh() {
        var table = PairTable(capacity: 3)
        let pairs = FakePairs()
        let first = table.pair(for: colors(1), allocator: pairs)
        _ = table.pair(for: colors(2), allocator: pairs)
        table.retain(first)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.pair(for: colors(3), allocator: pairs) == 1)
        #expect(table.pair(for: colors(1), allocator: pairs) == 2, "defined again")
        #expect(pairs.requests.count == 4)
    }

    @Test func aRefusedPairIsPairZero() {
        var table = PairTable(capacity: 3)
        let pairs = FakePairs()
        pairs.fails = true
        #expect(table.pair(for: colors(1), allocator: pairs) == 0)
    }
}
