import Synchronization

/// One piece of work that must run however the process ends while a terminal session is on: on `exit`,
/// a termination signal or a crash, right after the terminal is restored (such as removing temporary
/// files a signal would otherwise leave behind).
///
/// The function runs inside signal handlers, so it must be async-signal-safe (no allocation, no locks:
/// `unlink` and `write` are fine) and everything it touches must be set up before it is registered.
/// It stays nonisolated like ``TerminalSession``'s restorer, whose handlers call it.
public enum ExitCleanup {
    /// The registered function's address, or 0.
    private static let function = Atomic<UInt>(0)

    /// Makes `cleanup` run when the process ends (replacing any function registered before).
    public static func register(_ cleanup: @escaping @convention(c) () -> Void) {
        function.store(unsafeBitCast(cleanup, to: UInt.self), ordering: .sequentiallyConsistent)
    }

    /// Whether a function is registered.
    static var isRegistered: Bool { function.load(ordering: .sequentiallyConsistent) != 0 }

    /// Runs the registered function, if any. Async-signal-safe.
    static func run() {
        let address = function.load(ordering: .sequentiallyConsistent)
        guard address != 0 else { return }
        unsafeBitCast(address, to: (@convention(c) () -> Void).self)()
    }
}
