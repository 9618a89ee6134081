import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads that start `true` and wait for it, over and over, until stopped: the background of a whole
/// test run, where other tests start programs all the time and each child holds a copy of this process's
/// descriptors until its `exec`.
final class ProcessStarters: @unchecked Sendable {
    private let lock = NSLock()
    private var stopping = false
    private var count = 0
    private var threads: [Thread] = []

    /// Starts `count` threads.
    init(count threadCount: Int) {
        for _ in 0..<threadCount {
            let thread = Thread { [self] in
                while !isStopping {
                    guard Self.startAndWait() else { return }
                    lock.withLock { count += 1 }
                }
            }
            threads.append(thread)
            thread.start()
        }
    }

    /// How many processes were started and waited for so far.
    var started: Int {
        lock.withLock { count }
    }

    /// Stops the threads and waits until they have ended.
    func stop() {
        lock.withLock { stopping = true }
        while threads.contains(where: { !$0.isFinished }) { usleep(1000) }
    }

    private var isStopping: Bool {
        lock.withLock { stopping }
    }

    /// Starts `true` and waits for it; whether it could be started.
    private static func startAndWait() -> Bool {
        let program = "/usr/bin/true"
        var process: pid_t = 0
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(program), nil]
        defer { arguments.forEach { free($0) } }
        guard posix_spawn(&process, program, nil, nil, &arguments, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1 && errno == EINTR {}
        return true
    }
}
