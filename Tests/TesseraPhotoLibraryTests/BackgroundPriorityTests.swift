import Synchronization
import Testing

@testable import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#endif

/// ``BackgroundPriority`` lowers the calling thread alone, never raises it, and the threads it starts
/// (``ParallelWork``'s) run lowered too, while the thread that started the lowered one keeps its own.
@Suite struct BackgroundPriorityTests {
    /// Runs `body` on a thread of its own (a lowered thread stays lowered, so never the test's own).
    static func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let result = Mutex<Result?>(nil)
        let box = Unmanaged.passRetained(Job { result.withLock { $0 = body() } }).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, box)
        precondition(started == 0)
        pthread_join(thread, nil)
        return result.withLock { $0! }
    }

    final class Job: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    #if os(Linux)
        @Test func aLoweredThreadRunsAtTheBackgroundNicenessAndItsStarterKeepsItsOwn() {
            let before = BackgroundPriority.currentThreadNiceness
            let lowered = Self.onOwnThread { () -> Int32 in
                BackgroundPriority.lowerCurrentThread()
                return BackgroundPriority.currentThreadNiceness
            }
            #expect(lowered == max(BackgroundPriority.niceness, before))
            #expect(BackgroundPriority.currentThreadNiceness == before)
        }

        @Test func aThreadLowerAlreadyIsNotRaised() {
            let kept = Self.onOwnThread { () -> Int32 in
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 15)
                BackgroundPriority.lowerCurrentThread()
                return BackgroundPriority.currentThreadNiceness
            }
            #expect(kept == 15)
        }

        @Test func theScansThreadsStartedFromALoweredThreadRunLowered() {
            let seen = Self.onOwnThread { () -> [Int32] in
                BackgroundPriority.lowerCurrentThread()
                let threads = Mutex<[pthread_t: Int32]>([:])
                ParallelWork.run(count: 64) { _ in
                    let niceness = BackgroundPriority.currentThreadNiceness
                    threads.withLock { $0[pthread_self()] = niceness }
                    usleep(500)
                }
                return threads.withLock { Array($0.values) }
            }
            #expect(!seen.isEmpty)
            #expect(seen.allSatisfy { $0 >= BackgroundPriority.niceness })
            #expect(BackgroundPriority.currentThreadNiceness < BackgroundPriority.niceness)
        }
    #endif
}
