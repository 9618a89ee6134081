import SystemPackage
import Testing

@testable import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When batches come out: after the quiet period following the last event, at most the longest wait after
/// the first, never while nothing happened; and the descriptor is readable exactly when events wait.
@Suite struct FolderWatcherTimingTests {
    private func watcher(on tree: TemporaryTree) throws -> FolderWatcher {
        try tree.folder("photos/Album")
        return try FolderWatcher(
            folder: tree.path("photos"), quietPeriod: .milliseconds(150), longestWait: .seconds(1),
            watchLimit: nil)
    }

    @Test func aBatchComesOutAfterTheQuietPeriodFollowingTheLastEvent() throws {
        let tree = try TemporaryTree()
        let watcher = try watcher(on: tree)
        #expect(watcher.nextDeadline == nil)
        try tree.file("photos/Album/a.jpg")
        watcher.readEvents(at: .milliseconds(1000))
        #expect(watcher.nextDeadline == .milliseconds(1150))
        try tree.file("photos/Album/b.jpg")
        watcher.readEvents(at: .milliseconds(1100))
        #expect(watcher.nextDeadline == .milliseconds(1250))
        #expect(watcher.takeChanges(at: .milliseconds(1249)) == nil)
        let changes = try #require(watcher.takeChanges(at: .milliseconds(1250)))
        #expect(changes.changed == [tree.path("photos/Album")])
        #expect(watcher.nextDeadline == nil)
        #expect(watcher.takeChanges(at: .seconds(100)) == nil)
    }

    @Test func changesThatKeepComingComeOutAfterTheLongestWait() throws {
        let tree = try TemporaryTree()
        let watcher = try watcher(on: tree)
        for step in 0..<12 {
            try tree.file("photos/Album/\(step).jpg")
            watcher.readEvents(at: .milliseconds(100 * step))
        }
        #expect(watcher.nextDeadline == .seconds(1))
        #expect(watcher.takeChanges(at: .milliseconds(1100)) != nil)
    }

    @Test func eventsThatChangeNothingSetNoDeadline() throws {
        let tree = try TemporaryTree()
        let watcher = try watcher(on: tree)
        try tree.file("photos/Album/readme.txt")
        try tree.file("photos/.cache/x.jpg")
        watcher.readEvents(at: .zero)
        #expect(watcher.nextDeadline == nil)
    }

    @Test func theDescriptorIsReadableExactlyWhileEventsWait() throws {
        let tree = try TemporaryTree()
        let watcher = try watcher(on: tree)
        let descriptor = try #require(watcher.fileDescriptor)
        #expect(readable(descriptor, waiting: 50) == false)
        try tree.file("photos/Album/a.jpg")
        #expect(readable(descriptor, waiting: 1000) == true)
        watcher.readEvents(at: .zero)
        #expect(readable(descriptor, waiting: 50) == false)
        #expect(watcher.nextDeadline != nil)
    }

    /// Whether `poll` finds `descriptor` readable within `milliseconds`.
    private func readable(_ descriptor: Int32, waiting milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) == 1 && entry.revents & Int16(POLLIN) != 0
    }
}
