import Synchronization
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

/// The check of a library's files runs below the caller's priority (``BackgroundPriority``), so that a
/// screen made on the main thread meanwhile never waits for a core; the caller keeps its own.
@Suite struct BackgroundCheckPriorityTests {
    #if os(Linux)
        @Test func everyFileIsReadOnALoweredThreadAndTheCallerKeepsItsPriority() throws {
            let folder = try TestFolder()
            for number in 0..<40 {
                try folder.writePhoto("a/\(number).jpg", taken: "2026-01-01 00:00:\(number % 60)")
            }
            let readAt = Mutex<[Int32]>([])
            let reader = TestReader { _ in
                let niceness = BackgroundPriority.currentThreadNiceness
                readAt.withLock { $0.append(niceness) }
            }
            let before = BackgroundPriority.currentThreadNiceness
            let index = try folder.index(reader: reader, batchSize: 4)
            index.update(photos: try folder.photos()).wait()
            let seen = readAt.withLock { $0 }
            #expect(seen.count == 40)
            #expect(seen.allSatisfy { $0 >= BackgroundPriority.niceness })
            #expect(BackgroundPriority.currentThreadNiceness == before)
        }
    #endif
}
