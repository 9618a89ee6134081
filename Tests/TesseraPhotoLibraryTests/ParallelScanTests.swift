import Synchronization
import SystemPackage
import SystemTestSupport
import Testing

@testable import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#endif

/// ``LibraryScanner/scan(folder:)`` reads the folders of each depth on every core (``ParallelWork``):
/// whatever order they are read in, the library is the same, and the threads that read them check
/// permissions as the calling thread does.
@Suite struct ParallelScanTests {
    /// A tree of `years` × 4 month folders, each with 3 photos and a note, the even months with a
    /// subfolder of 2 more photos; the root holds a cover.
    static func calendar(_ tree: TemporaryTree, years: Int) throws -> [String] {
        try tree.file("root/cover.jpg")
        var albums = ["root"]
        for year in 1..<years + 1 {
            for month in 1...4 {
                let folder = "Y\(2000 + year)/M\(month)"
                try tree.files(["b.jpg", "a.jpg", "c10.png", "notes.txt"], in: "root/\(folder)")
                albums.append(folder)
                if month % 2 == 0 {
                    try tree.files(["x.jpg", "y.jpg"], in: "root/\(folder)/picks")
                    albums.append("\(folder)/picks")
                }
            }
        }
        return albums
    }

    @Test func manyFoldersAtSeveralDepthsScanToTheSameLibraryEveryTime() throws {
        let tree = try TemporaryTree()
        let expected = try Self.calendar(tree, years: 12)
        let first = try LibraryScanner.scan(folder: tree.path("root"))
        #expect(first.albumNames.count == expected.count)
        #expect(Set(first.albumNames) == Set(expected))
        #expect(first.albumNames.first == "root" && first.albumNames[1] == "Y2001/M1")
        #expect(first.album(named: "Y2003/M2")?.photos.map(\.name) == ["a.jpg", "b.jpg", "c10.png"])
        #expect(first.notShown.count == 48)
        for _ in 0..<20 {
            let again = try LibraryScanner.scan(folder: tree.path("root"))
            #expect(again.albums == first.albums && again.skipped == first.skipped)
            #expect(again.notShown == first.notShown)
        }
    }

    @Test func everyThreadReadsWithTheCallersPermissions() throws {
        let tree = try TemporaryTree()
        _ = try Self.calendar(tree, years: 8)
        let locked = ["Y2002/M3", "Y2005/M1", "Y2007/M4", "Y2008/M2/picks"]
        for folder in locked { try tree.lock("root/\(folder)") }
        #expect(ParallelWork.threadLimit >= 1)
        for _ in 0..<5 {
            let library = try asUnprivilegedUser { try LibraryScanner.scan(folder: tree.path("root")) }
            #expect(library.skipped == locked.map { tree.path("root/\($0)") })
            #expect(library.albumNames.allSatisfy { !locked.contains($0) })
            #expect(library.albumNames.count == 1 + 8 * 6 - 3 - 1 - 1, "\(library.albumNames)")
        }
    }

    /// Counts the jobs that have started, so that each waits for the other: two jobs then run on two
    /// threads at once.
    final class Arrivals: Sendable {
        private let count = Atomic(0)

        /// Counts this job's arrival, then waits (up to 5 s) until `total` have arrived.
        func arriveAndWait(for total: Int) {
            count.add(1, ordering: .sequentiallyConsistent)
            let deadline = ContinuousClock.now + .seconds(5)
            while count.load(ordering: .sequentiallyConsistent) < total && ContinuousClock.now < deadline {
                sched_yield()
            }
        }
    }

    @Test(.enabled(if: ParallelWork.threadLimit >= 2, "needs two cores"))
    func aThreadTheWorkStartsReadsAsTheCallingThreadsUser() throws {
        let tree = try TemporaryTree()
        let locked = try tree.folder("locked").string
        try tree.lock("locked")
        let arrivals = Arrivals()
        let jobs = asUnprivilegedUser {
            ParallelWork.map(count: 2) { _ -> (thread: pthread_t, denied: Bool) in
                arrivals.arriveAndWait(for: 2)
                let stream = opendir(locked)
                let denied = stream == nil && errno == EACCES
                if let stream { closedir(stream) }
                return (pthread_self(), denied)
            }
        }
        #expect(jobs[0].thread != jobs[1].thread, "the two jobs ran on two threads at once")
        #expect(jobs[0].denied && jobs[1].denied, "the started thread reads as nobody too")
    }

    @Test func parallelWorkRunsEveryJobOnceInPlace() {
        #expect(ParallelWork.map(count: 0) { $0 } == [])
        #expect(ParallelWork.map(count: 1) { $0 * 2 } == [0])
        #expect(ParallelWork.map(count: 1000) { $0 * $0 } == (0..<1000).map { $0 * $0 })
    }
}
