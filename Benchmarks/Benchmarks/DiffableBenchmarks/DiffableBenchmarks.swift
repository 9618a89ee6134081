import Benchmark
import TesseraLayout

/// How many identifiers each benchmark diffs.
private let itemCount = 1_000_000

/// A one-section snapshot of `identifiers`.
private func snapshot(_ identifiers: [Int]) -> ItemSnapshot<Int, Int> {
    var snapshot = ItemSnapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(identifiers)
    return snapshot
}

/// SplitMix64, so that every run shuffles the same way.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The ids `0 ..< itemCount` against `changed(ids)`: the difference alone, and the difference then
/// validated as the collection view validates it (the engine's cost for the batch the diff produces).
private func registerDiff(_ name: String, _ changed: @escaping @Sendable ([Int]) -> [Int]) {
    let identifiers = Array(0..<itemCount)
    let old = snapshot(identifiers)
    let new = snapshot(changed(identifiers))
    Benchmark(
        "Diff 1M against \(name)",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5)
        )
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! new.difference(from: old))
        }
    }
    Benchmark(
        "Diff 1M against \(name), then UpdatePlan.validate",
        configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(5))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let difference = try! new.difference(from: old)
            blackHole(
                try! UpdatePlan.validate(
                    difference.changes, itemCountsBefore: difference.itemCountsBefore,
                    itemCountsAfter: difference.itemCountsAfter))
        }
    }
}

/// What the diff is made of, measured alone for scale: a `Dictionary` from a million ids to positions,
/// built in order and probed in shuffled order (the textbook keyed diff's hashing), and a million moves
/// written as the engine's `[UpdateItem]` (the diff's output against a shuffled copy).
private func registerReferences() {
    let identifiers = Array(0..<itemCount)
    var random = SplitMix(state: 1)
    let shuffled = identifiers.shuffled(using: &random)
    Benchmark(
        "Reference: Dictionary of 1M ids built, then probed in shuffled order",
        configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(5))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            var positions = [Int: Int](minimumCapacity: itemCount)
            for (position, identifier) in identifiers.enumerated() { positions[identifier] = position }
            var sum = 0
            for identifier in shuffled { sum &+= positions[identifier] ?? 0 }
            blackHole(sum)
        }
    }
    Benchmark(
        "Reference: 1M moves written as [UpdateItem]",
        configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(5))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            var moves: [UpdateItem] = []
            moves.reserveCapacity(itemCount)
            for (position, identifier) in shuffled.enumerated() {
                moves.append(.move(from: IndexPath(item: identifier), to: IndexPath(item: position)))
            }
            blackHole(moves)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.timeUnits = .milliseconds
    registerDiff("a shuffled copy") { identifiers in
        var random = SplitMix(state: 1)
        return identifiers.shuffled(using: &random)
    }
    registerDiff("every third item") { identifiers in identifiers.filter { $0 % 3 == 0 } }
    registerReferences()
}
