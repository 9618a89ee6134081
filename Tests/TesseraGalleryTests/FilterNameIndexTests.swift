import Dispatch
import Synchronization
import TesseraCanvas
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

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
        #expect(!screen.statusLine.contains(ArrangedList<FriendsOrder, Int>.indexingNote))
    }
}

/// Holds back whoever calls ``pass()`` until ``open()``.
final class Gate: Sendable {
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
final class WakeUpCount: Sendable {
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
