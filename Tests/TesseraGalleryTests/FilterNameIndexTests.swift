import Dispatch
import Synchronization
import TesseraCanvas
import Testing

@testable import TesseraGallery

/// The `/` filter's name index, built in the background from the start: a key typed before it is ready
/// is answered by a linear scan, with "indexing…" in the status line, and the same friends.
@MainActor
@Suite struct FilterNameIndexTests {
    /// Friends whose name index is held back until `gate` opens, on the real screen in the real app.
    private static func appWithHeldBackIndex(
        gate: Gate, wakeUps: WakeUpCount
    ) -> (GalleryApp, BackgroundNameIndex) {
        let options = GalleryOptions(seed: 1, friendCount: 40, animates: false)
        let people = PersonGenerator(seed: options.seed, count: options.friendCount)
        let index = BackgroundNameIndex(
            count: people.count,
            name: { id in
                gate.pass()
                return people.person(at: id).name
            }, onReady: { wakeUps.add() })
        let app = GalleryApp(options: options)
        app.waitForNameIndex()
        app.stack = [FriendsViewController(options: options, nameIndex: index)]
        _ = app.handle(.resize(columns: 100, rows: 12))
        return (app, index)
    }

    @Test func aKeyTypedBeforeTheIndexIsReadyIsAnsweredByAScanAndSaysIndexing() throws {
        let gate = Gate()
        let wakeUps = WakeUpCount()
        let (app, index) = Self.appWithHeldBackIndex(gate: gate, wakeUps: wakeUps)
        defer { gate.open() }
        for key in "/sam" { _ = app.handle(.key(.character(key))) }
        let scanned = app.render().canvas
        #expect(!index.isReady)
        #expect(scanned.statusLine == " 1 of 2  /sam▏ indexing… ⏎ keep · esc clear")
        let reference = try Screen.snapshot("/ s a m", size: "100x12", animates: false)
        #expect(reference.statusLine == " 1 of 2  /sam▏ ⏎ keep · esc clear")
        #expect(
            scanned.lines().dropLast() == reference.lines().dropLast(), "the same friends, found by a scan")
        #expect(wakeUps.count == 0)

        // Kept while still indexing: the note stays, after the position.
        _ = app.handle(.key(.enter))
        #expect(app.render().canvas.statusLine.hasPrefix(" 1 of 2 · /sam  indexing…"))
        _ = app.handle(.key(.character("/")))

        gate.open()
        index.wait()
        #expect(wakeUps.waitForFirst(), "the index's arrival wakes the run loop")
        // The same query, now answered by the index: the note is gone, nothing else changed.
        #expect(app.render().canvas == reference)
        _ = app.handle(.key(.backspace))
        #expect(try app.render().canvas == Screen.snapshot("/ s a", size: "100x12", animates: false))
    }

    /// What `snapshot` waits for at the start (a million names take a good part of a second to index).
    @Test func waitingForTheNameIndexReturnsOnceItIsReady() throws {
        let app = GalleryApp(options: GalleryOptions(seed: 1, friendCount: 1_000_000))
        app.waitForNameIndex()
        let friends = try #require(app.top as? FriendsViewController)
        #expect(friends.nameIndex.isReady)
        let screen = try Screen.snapshot("/ s", size: "100x12", count: 1_000_000)
        #expect(screen.statusLine.hasPrefix(" 1 of "))
        #expect(!screen.statusLine.contains(PositionFilter<FriendsModel>.indexingNote))
    }

    /// The index arriving in the middle of a scan: the scan stops, the index answers, the same positions.
    @Test func aScanStopsWhenTheIndexArrivesAndTheIndexAnswers() {
        let names = (0..<200_000).map { Names.all[$0 % Names.all.count] }
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
        var filter = ListFilter(
            count: names.count, background: index, id: { $0 },
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
    /// an index built by id in the background gives, at every step, what a linear scan gives before the
    /// index is ready and what matching every name afresh gives — in both orders.
    @Test(arguments: 0..<24) func theIndexAnswersExactlyWhatALinearScanAnswers(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("aAbeEéÉoöÖsStT山 -'ßmMn")
        func randomText(_ length: ClosedRange<Int>) -> String {
            String(
                (0..<Int.random(in: length, using: &random)).map { _ in
                    alphabet.randomElement(using: &random)!
                })
        }
        // A few distinct names, shared by many ids, as the generated friends' are.
        let pool = (0..<Int.random(in: 1...12, using: &random)).map { _ in randomText(0...9) }
        // At least one id: the held-back index must read a name, so it stays unfinished.
        let indexedCount = Int.random(in: 1...200, using: &random)
        let idNames = (0..<indexedCount).map { _ in pool.randomElement(using: &random)! }
        // Positions show indexed ids in a shuffled subset, and ids the index does not hold (inserted).
        let inserted = (0..<Int.random(in: 0...8, using: &random)).map { _ in randomText(1...6) }
        var ids = Array(0..<indexedCount).filter { _ in Bool.random(using: &random) }
        ids += inserted.indices.map { 1_000 + $0 }
        ids.shuffle(using: &random)
        let positionIDs = ids
        let name = { (position: Int) in
            let id = positionIDs[position]
            return id < indexedCount ? idNames[id] : inserted[id - 1_000]
        }

        let ready = BackgroundNameIndex(count: indexedCount, name: { idNames[$0] })
        ready.wait()
        let gate = Gate()
        defer { gate.open() }
        let notReady = BackgroundNameIndex(
            count: indexedCount,
            name: {
                gate.pass()
                return idNames[$0]
            })
        for order in ListFilterOrder.allCases {
            var indexed = ListFilter(
                count: ids.count, order: order, background: ready, id: { positionIDs[$0] }, name: name)
            var scanning = ListFilter(
                count: ids.count, order: order, background: notReady, id: { positionIDs[$0] }, name: name)
            var text = ""
            for _ in 0..<12 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: text = randomText(0...3)
                case 1: if !text.isEmpty { text.removeLast() }
                default: text.append(alphabet.randomElement(using: &random)!)
                }
                let query = FuzzyQuery(text)
                let expected = Self.matchingAfresh(query, count: ids.count, order: order, name: name)
                #expect(indexed.positions(matching: query) == expected, "\(order) \(text)")
                #expect(scanning.positions(matching: query) == expected, "\(order) \(text), scanned")
                #expect(scanning.isScanningWithoutIndex == !query.isEmpty, "\(text)")
                #expect(!indexed.isScanningWithoutIndex)
            }
        }
    }

    /// Every position whose name matches, folded afresh, in `order`.
    private static func matchingAfresh(
        _ query: FuzzyQuery, count: Int, order: ListFilterOrder, name: (Int) -> String
    ) -> [Int] {
        let matches = (0..<count).compactMap { position in
            query.match(FoldedText(name(position))).map { (position: position, score: $0.score) }
        }
        guard order == .score, !query.isEmpty else { return matches.map(\.position) }
        return matches.sorted { ($0.score, -$0.position) > ($1.score, -$1.position) }.map(\.position)
    }
}

/// The highest number noted.
private final class Highest {
    private(set) var value = -1

    /// Keeps `number` if it is the highest so far.
    func note(_ number: Int) { value = max(value, number) }
}

/// Holds back whoever calls ``pass()`` until ``open()``.
private final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    /// Lets every caller of ``pass()`` through, now and later.
    func open() { semaphore.signal() }

    /// Returns once the gate is open.
    func pass() {
        semaphore.wait()
        semaphore.signal()
    }
}

/// Counts calls of a wake-up made from a worker thread.
private final class WakeUpCount: Sendable {
    private let calls = Mutex(0)

    /// One wake-up.
    func add() { calls.withLock { $0 += 1 } }

    /// The wake-ups so far.
    var count: Int { calls.withLock { $0 } }

    /// Waits up to ten seconds for the first wake-up; returns whether it came.
    func waitForFirst() -> Bool {
        let pause = DispatchSemaphore(value: 0)
        for _ in 0..<10_000 where count == 0 { _ = pause.wait(timeout: .now() + .milliseconds(1)) }
        return count > 0
    }
}
