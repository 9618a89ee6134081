import Testing

@testable import TesseraThumbnails

@Suite struct LeastRecentlyUsedCacheTests {
    @Test func evictsTheLeastRecentlyUsedEntryFirst() {
        var cache = LeastRecentlyUsedCache<String, Int>(byteLimit: 10)
        cache.insert(1, for: "a", cost: 4)
        cache.insert(2, for: "b", cost: 4)
        #expect(cache["a"] == 1)  // "a" becomes the most recent
        cache.insert(3, for: "c", cost: 4)
        #expect(cache.contains("a"))
        #expect(!cache.contains("b"))
        #expect(cache.contains("c"))
        #expect(cache.byteCount == 8)
    }

    @Test func neverHoldsMoreThanItsBudget() {
        var cache = LeastRecentlyUsedCache<Int, Int>(byteLimit: 100)
        for key in 0..<1_000 {
            cache.insert(key, for: key, cost: key % 17 + 1)
            #expect(cache.byteCount <= 100)
            if key % 3 == 0 { _ = cache[key / 2] }
        }
        #expect(cache.count > 0)
    }

    @Test func anEntryLargerThanTheBudgetIsNotKept() {
        var cache = LeastRecentlyUsedCache<String, Int>(byteLimit: 10)
        cache.insert(1, for: "small", cost: 5)
        cache.insert(2, for: "huge", cost: 11)
        #expect(!cache.contains("huge"))
        #expect(cache["small"] == 1)
    }

    @Test func replacingAnEntryUpdatesItsCost() {
        var cache = LeastRecentlyUsedCache<String, Int>(byteLimit: 10)
        cache.insert(1, for: "a", cost: 8)
        cache.insert(2, for: "a", cost: 3)
        #expect(cache.byteCount == 3)
        #expect(cache["a"] == 2)
        #expect(cache.count == 1)
    }

    /// Against a plain array model of recency: the same keys survive in the same order.
    @Test func agreesWithAnArrayModel() {
        var cache = LeastRecentlyUsedCache<Int, Int>(byteLimit: 50)
        var model: [(key: Int, cost: Int)] = []  // most recent last
        var generator = SystemRandomNumberGenerator()
        for step in 0..<5_000 {
            let key = Int.random(in: 0..<40, using: &generator)
            if step % 2 == 0 {
                let cost = Int.random(in: 1...12, using: &generator)
                cache.insert(key, for: key, cost: cost)
                model.removeAll { $0.key == key }
                model.append((key, cost))
                while model.reduce(0, { $0 + $1.cost }) > 50 { model.removeFirst() }
            } else {
                let found = cache[key]
                if let index = model.firstIndex(where: { $0.key == key }) {
                    #expect(found == key)
                    model.append(model.remove(at: index))
                } else {
                    #expect(found == nil)
                }
            }
            #expect(cache.byteCount == model.reduce(0) { $0 + $1.cost })
        }
    }
}
