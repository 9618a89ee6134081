import Synchronization
import Testing

@testable import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#endif

/// ``BackgroundPriority`` lowers the calling thread alone and never raises it; the threads a scan starts
/// (``ParallelWork``'s) run lowered while a foreground screen is being made, and at the caller's
/// priority once it is made.
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

        /// The niceness of every thread but the caller that ran one of 64 jobs of ``ParallelWork``.
        static func helpersNiceness() -> [Int32] {
            let caller = pthread_self()
            let helpers = Mutex<[pthread_t: Int32]>([:])
            ParallelWork.run(count: 64) { _ in
                if pthread_equal(pthread_self(), caller) == 0 {
                    let niceness = BackgroundPriority.currentThreadNiceness
                    helpers.withLock { $0[pthread_self()] = niceness }
                }
                usleep(1000)
            }
            return helpers.withLock { Array($0.values) }
        }

        @Test func theScansThreadsRunLoweredWhileTheForegroundIsBusyAndNotAfter() throws {
            try #require(ParallelWork.threadLimit > 1, "one core: the scan starts no thread")
            let callers = BackgroundPriority.currentThreadNiceness
            BackgroundPriority.markForegroundBusy()
            let whileBusy = Self.onOwnThread { Self.helpersNiceness() }
            let foregroundsOwn = Self.helpersNiceness()
            BackgroundPriority.markForegroundDone()
            #expect(!whileBusy.isEmpty)
            #expect(whileBusy.allSatisfy { $0 >= BackgroundPriority.niceness }, "a scan's threads")
            #expect(!foregroundsOwn.isEmpty)
            #expect(foregroundsOwn.allSatisfy { $0 == callers }, "the screen's own threads keep its priority")
            #expect(BackgroundPriority.currentThreadNiceness == callers)

            let after = Self.onOwnThread { Self.helpersNiceness() }
            #expect(!after.isEmpty)
            #expect(after.allSatisfy { $0 == callers })
        }
    #endif
}
