import PropertyBased
import SystemPackage
import SystemTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// For random sequences of file and folder operations, with batches taken at random moments, the library
/// kept by applying each batch is always what a fresh scan gives.
///
/// Symbolic links point at a photo outside the folder that never changes, or at nothing: the watcher
/// re-reads a link when the link changes, not when its target does (a documented limit).
///
/// **Seeds and replaying one.** Each run draws 50 seeds: `propertyCheck` seeds its own generator from the
/// system's random source on every run, and `Gen.int` draws an integer seed from it; that integer alone
/// decides every operation and every batch boundary (``SplitMix``), so it is all a replay needs. A failure
/// prints `FolderWatcherPropertyTests: seed N: …` with the operations done; add N to
/// ``replayedSeeds`` to replay it on every run (`swift test --filter FolderWatcherPropertyTests/replay`).
/// The checker's own `.fixedSeed(…)` hint names its generator's state, not N: it replays the first draw
/// only.
///
/// **What the operations cannot control.** inotify queues `IN_CLOSE_WRITE` when the last reference to the
/// written file goes, and a process any other test starts meanwhile holds a copy of every descriptor until
/// its `exec`: CI's seed 895024 failed so (`IMG_3.jpg: ["z.jpg"] ≠ ["IMG_10.gif", "z.jpg"]`, the photo's
/// close event one batch late) and passes on replay. ``TemporaryTree``'s writes therefore return only once
/// no process holds the file open for writing (``waitUntilLastWriterClosed(_:limit:)``);
/// ``everyBatchAppliedGivesAFreshScanWhileProcessesStart()`` keeps processes starting throughout, and
/// `FolderWatcherHeldOpenTests` holds a descriptor on purpose.
@Suite struct FolderWatcherPropertyTests {
    @Test func everyBatchAppliedGivesAFreshScan() async {
        await propertyCheck(count: 50, input: Gen.int(in: 0...1_000_000)) { seed in
            do {
                try run(seed: seed)
            } catch {
                record("seed \(seed): \(error)")
            }
        }
    }

    /// Seeds that once failed, replayed on every run.
    static let replayedSeeds = [895_024]

    @Test(arguments: replayedSeeds) func replay(seed: Int) throws {
        try run(seed: seed)
    }

    /// The property while two other threads start short-lived processes without pause, as the other tests
    /// of a whole `swift test` run do: every photo the test writes is then often held by a child for a
    /// moment after its `close` (before the writes waited for that, 5 of 150 seeds failed this way).
    @Test func everyBatchAppliedGivesAFreshScanWhileProcessesStart() async {
        let starters = ProcessStarters(count: 2)
        defer { starters.stop() }
        await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000)) { seed in
            do {
                try run(seed: seed)
            } catch {
                record("seed \(seed): \(error)")
            }
        }
        #expect(starters.started > 0)
    }

    /// Records a failure, and prints it too: the property checker reports only the shrunk input's issues,
    /// so a failure that does not recur on the replay (as one did once under a heavily loaded CI run)
    /// would otherwise leave no trace of what differed.
    private func record(_ failure: String) {
        print("FolderWatcherPropertyTests: \(failure)")
        Issue.record(Comment(rawValue: failure))
    }

    private func run(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed))
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        try tree.folder("outside/Z")
        try tree.file("outside/fixed.jpg")
        let session = try WatchSession(tree)
        if let problem = session.watcher.problem {
            return record("seed \(seed): the watcher cannot watch: \(problem)")
        }
        var log: [String] = []
        for _ in 0..<30 {
            log.append(try RandomOperation.perform(in: tree, using: &random))
            guard random.next() % 4 == 0 else { continue }
            let changes = try session.settle()
            if changes?.everything == true {
                return record("seed \(seed): a batch asked for a full rescan after \(log)")
            }
            if let difference = try session.differenceFromFreshScan() {
                return record("seed \(seed): \(difference) after \(log)")
            }
        }
        try session.settle()
        if let difference = try session.differenceFromFreshScan() {
            record("seed \(seed): \(difference) after \(log)")
        }
    }
}

/// One random change to the folder `photos` of a tree (or between it and the folder `outside`), described
/// in a few words.
private enum RandomOperation {
    static let fileNames = ["a.jpg", "B.JPG", "IMG_2.png", "IMG_10.gif", "notes.txt", ".hidden.jpg"]
    static let folderNames = ["A", "b", "Deep", "IMG_3.jpg", ".Hidden"]

    static func perform(in tree: TemporaryTree, using random: inout SplitMix) throws -> String {
        let relative = { (path: FilePath) in String(path.string.dropFirst(tree.root.string.count + 1)) }
        let (folders, files) = contents(of: tree.path("photos"))
        let folder = folders.randomElement(using: &random)!
        let file = files.randomElement(using: &random)
        let movable = folders.dropFirst().randomElement(using: &random)
        let fileName = fileNames.randomElement(using: &random)!
        let folderName = folderNames.randomElement(using: &random)!
        switch random.next() % 12 {
        case 0, 1, 2:
            let target = folder.appending(fileName)
            if isLink(target) { return "nothing" }
            if exists(target) {
                let contents = [UInt8](repeating: 1, count: Int(random.next() % 50))
                try? tree.rewrite(relative(target), contents: contents)
                return "rewrite \(relative(target))"
            }
            try tree.file(at: target)
            return "create \(relative(target))"
        case 3:
            guard let file else { return "nothing" }
            try check(file.withPlatformString { unlink($0) })
            return "remove \(relative(file))"
        case 4, 5:
            guard let file else { return "nothing" }
            let target = folder.appending(fileName)
            guard !isFolder(target) else { return "nothing" }
            try tree.rename(relative(file), to: relative(target))
            return "rename \(relative(file)) \(relative(target))"
        case 6:
            let target = folder.appending(folderName)
            guard !exists(target) else { return "nothing" }
            try tree.folder(at: target)
            if random.next() % 2 == 0 { try tree.file(at: target.appending(fileName)) }
            return "mkdir \(relative(target))"
        case 7:
            guard let movable else { return "nothing" }
            tree.remove(relative(movable))
            return "rm -r \(relative(movable))"
        case 8:
            guard let movable else { return "nothing" }
            let target = folder.appending(folderName)
            guard !exists(target), !folder.starts(with: movable) else { return "nothing" }
            try tree.rename(relative(movable), to: relative(target))
            return "mv \(relative(movable)) \(relative(target))"
        case 9:
            let outside = tree.path("outside/Z")
            if let movable, !exists(outside) {
                try tree.rename(relative(movable), to: relative(outside))
                return "mv out \(relative(movable))"
            }
            let target = folder.appending(folderName)
            guard exists(outside), !exists(target) else { return "nothing" }
            if !exists(outside.appending("z.jpg")) { try tree.file(at: outside.appending("z.jpg")) }
            try tree.rename(relative(outside), to: relative(target))
            return "mv in \(relative(target))"
        case 10:
            guard let file else { return "nothing" }
            try tree.setModified(relative(file), seconds: Int(random.next() % 1_000_000), nanoseconds: 0)
            return "touch \(relative(file))"
        default:
            let target = folder.appending(fileName)
            guard !exists(target) else { return "nothing" }
            let destination = random.next() % 2 == 0 ? tree.path("outside/fixed.jpg").string : "missing.jpg"
            try check(target.withPlatformString { symlink(destination, $0) })
            return "ln -s \(destination) \(relative(target))"
        }
    }

    /// The folders under `root` (itself first), not through symbolic links, and every other entry.
    static func contents(of root: FilePath) -> (folders: [FilePath], files: [FilePath]) {
        var folders: [FilePath] = []
        var files: [FilePath] = []
        var pending = [root]
        while let next = pending.popLast() {
            folders.append(next)
            for entry in entries(of: next).sorted(by: { $0.string < $1.string }) {
                if isFolder(entry) { pending.append(entry) } else { files.append(entry) }
            }
        }
        return (folders, files.sorted { $0.string < $1.string })
    }

    static func exists(_ path: FilePath) -> Bool {
        var status = stat()
        return path.withPlatformString { lstat($0, &status) } == 0
    }

    static func isLink(_ path: FilePath) -> Bool {
        var status = stat()
        return path.withPlatformString { lstat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    static func isFolder(_ path: FilePath) -> Bool {
        var status = stat()
        return path.withPlatformString { lstat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
