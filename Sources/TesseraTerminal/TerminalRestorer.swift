import CNcurses
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends curses mode however the process ends, so the shell never inherits a raw, invisible-cursor terminal.
///
/// - Termination signals (every catchable signal whose default action ends the process: `SIGINT`,
///   `SIGTERM`, `SIGHUP`, `SIGQUIT` from Ctrl-\, `SIGUSR1`, `SIGUSR2`, `SIGPIPE`, `SIGALRM`, … and the
///   real-time signals): end curses, restore the default action and raise the signal again, so the exit
///   status still names the signal. (Swift's backtracer would print a backtrace for `SIGQUIT` and then let
///   the process run on.) A signal the process ignored when the session started stays ignored.
/// - Crash signals (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGTRAP`, `SIGABRT`, `SIGFPE`): end curses; a real
///   fault then reaches the handler that was there before (Swift's backtracer, or the default), so the
///   backtrace still prints on the restored screen; the same signal sent from outside (`kill -SEGV`) or by
///   `abort` ends the process with the default action.
/// - `exit()`: an `atexit` hook ends curses.
/// - `SIGTSTP` (Ctrl-Z) is left to ncurses, which installs its own handler when the disposition is the
///   default: it ends curses before stopping and repaints the whole screen after `fg`. A thin wrapper
///   (``wrapSuspendHandler()``) also reports the size after `fg`.
///
/// Handlers must be async-signal-safe. Like ncurses' own handlers they are "safe enough": an atomic flag
/// decides, exactly once, who calls `endwin()` (which only writes the reset sequences and restores the tty
/// modes), and everything they read is initialised before they are installed. Nothing helps against
/// `SIGKILL`.
///
/// Unlike ``TerminalSession`` it is not main-actor isolated, and cannot be: a signal handler or the `atexit`
/// hook runs on whichever thread the signal or `exit()` lands on, and an actor cannot be awaited there. That
/// is sound because the handlers touch only its statics: atomics, and buffers allocated once before any
/// handler is installed. The two plain `nonisolated(unsafe)` variables belong to ``install()`` and
/// ``uninstall()``, which only the session's start and stop call, on the main actor.
enum TerminalRestorer {
    /// Whether curses mode is on. Whoever changes it from `true` to `false` calls `endwin()`.
    static let isCursesActive = Atomic<Bool>(false)

    /// Signals whose default action ends the process (short of a crash), so their exit status should say
    /// so: every catchable one, the real-time signals included.
    static let terminationSignals: [Int32] =
        [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
            SIGXFSZ, SIGSYS, SIGIO, SIGPWR, SIGSTKFLT,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    /// Signals that report a crash; the previous handler (Swift's backtracer) gets them next.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// The actions that were installed before ours, indexed by signal number. Allocated once, before any
    /// handler can run, so handlers read it without allocating.
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(signalLimit))
        actions.initialize(repeating: sigaction(), count: Int(signalLimit))
        return actions
    }()
    private static let signalLimit: Int32 = 65
    /// The signals whose handlers are ours right now. Touched only by `install()` and `uninstall()`, which
    /// run on the main actor (a session's start and stop), never from a handler: one thread at a time.
    nonisolated(unsafe) private static var installedSignals: [Int32] = []
    /// Whether the `atexit` hook is in, set once by `install()` (main actor, as above).
    nonisolated(unsafe) private static var isExitHookRegistered = false

    /// Whether curses mode is on and nobody has ended it yet.
    static var isCursesOn: Bool { isCursesActive.load(ordering: .sequentiallyConsistent) }

    /// Marks curses mode as on; from now on a signal, a crash or `exit()` ends it.
    static func cursesDidStart() {
        isCursesActive.store(true, ordering: .sequentiallyConsistent)
        StandardErrorRoute.begin()
    }

    /// The file descriptor frames are written to, or -1.
    static let outputDescriptor = Atomic<Int32>(-1)

    /// The terminal's clear-screen sequence, written after `endwin` on terminals with no alternate screen
    /// (vt100, the Linux console), where the last frame would otherwise stay under the shell's prompt.
    /// Allocated once, before any handler can run, so handlers read it without allocating.
    nonisolated(unsafe) private static let clearOnExit = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    /// How many bytes of ``clearOnExit`` to write; 0 when the terminal restores the screen itself.
    static let clearOnExitLength = Atomic<Int>(0)

    /// Makes ending curses clear the screen with `sequence` (empty: not at all), for a terminal that has
    /// no alternate screen to leave.
    static func clearScreenOnExit(_ sequence: [UInt8]) {
        let length = min(sequence.count, 64)
        clearOnExitLength.store(0, ordering: .sequentiallyConsistent)
        for (index, byte) in sequence.prefix(length).enumerated() { clearOnExit[index] = byte }
        clearOnExitLength.store(length, ordering: .sequentiallyConsistent)
    }

    /// Remembers where frames go, so ending curses can also end a synchronised update.
    static func outputDidOpen(_ descriptor: Int32) {
        outputDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
    }

    /// Ends curses mode if it is on and nobody has ended it yet. Safe to call from a signal handler.
    ///
    /// Ends a synchronised update first (``SynchronizedOutput/end``): a signal may arrive in the middle of
    /// a frame, and a terminal left in that mode would not show the restored screen until it times out.
    /// Bracketed paste goes off too, so the shell gets its pastes as it expects them, and standard error is
    /// the terminal again (``StandardErrorRoute``).
    static func endCursesIfActive() {
        if isCursesActive.exchange(false, ordering: .sequentiallyConsistent) {
            StandardErrorRoute.restore()
            let descriptor = outputDescriptor.load(ordering: .sequentiallyConsistent)
            if descriptor >= 0 {
                SynchronizedOutput.end.withUTF8Buffer { _ = write(descriptor, $0.baseAddress, $0.count) }
                BracketedPaste.off.withUTF8Buffer { _ = write(descriptor, $0.baseAddress, $0.count) }
                if ButtonMotionTracking.isOn.load(ordering: .sequentiallyConsistent) {
                    ButtonMotionTracking.write(ButtonMotionTracking.offAtExit, to: descriptor)
                }
            }
            _ = endwin()
            let clearLength = clearOnExitLength.load(ordering: .sequentiallyConsistent)
            if descriptor >= 0, clearLength > 0 { _ = write(descriptor, clearOnExit, clearLength) }
        }
    }

    /// Installs the signal handlers and the `atexit` hook. Call before `newterm`, so ncurses sees our
    /// handlers and does not install its own for `SIGINT` and `SIGTERM`.
    static func install() {
        _ = isCursesActive.load(ordering: .relaxed)
        _ = previousActions
        _ = ExitCleanup.isRegistered
        StandardErrorRoute.prepare()
        if !isExitHookRegistered {
            isExitHookRegistered = true
            atexit {
                TerminalRestorer.endCursesIfActive()
                ExitCleanup.run()
            }
        }
        for terminationSignal in terminationSignals {
            install(terminationSignal) { number, _, _ in
                TerminalRestorer.endCursesIfActive()
                ExitCleanup.run()
                _ = signal(number, SIG_DFL)
                _ = raise(number)  // Delivered, with the default action, when the handler returns.
            }
        }
        for crashSignal in crashSignals {
            install(crashSignal) { number, info, _ in
                let wasRouted = StandardErrorRoute.isActive
                TerminalRestorer.endCursesIfActive()
                // The runtime's "Fatal error: …" went into the pipe just before its trap.
                if wasRouted { StandardErrorRoute.replayFatalReport() }
                ExitCleanup.run()
                // A fault raised by the CPU happens again when the handler returns, now reaching the
                // previous handler (Swift's backtracer) with its original details. Anything else (`kill`
                // from outside, `abort`, a breakpoint trap the CPU has already stepped past) would not come
                // back, and the backtracer reports such a signal and lets the process run on: it is raised
                // again with the default action instead, which ends the process with the signal's status.
                if TerminalRestorer.isRepeatingFault(number, code: info?.pointee.si_code ?? 0) {
                    _ = sigaction(number, TerminalRestorer.previousActions + Int(number), nil)
                } else {
                    _ = signal(number, SIG_DFL)
                    _ = raise(number)
                }
            }
        }
    }

    /// Wraps the `SIGTSTP` (Ctrl-Z) handler ncurses installed in `newterm`, so that after `fg` the app also
    /// learns about a size change. Call after `newterm`; does nothing if ncurses installed no handler.
    ///
    /// ncurses' handler ends curses, stops the process and, after `fg`, repaints the screen. But a resize
    /// while stopped sends `SIGWINCH` to the shell, not to us, and ncurses restarts the interrupted read, so
    /// the app would draw at the old size until the next key. The wrapper raises `SIGWINCH` after ncurses'
    /// handler returns and, being installed without `SA_RESTART`, makes the pending read return: ncurses
    /// then re-reads the size and reports `KEY_RESIZE`.
    static func wrapSuspendHandler() {
        install(SIGTSTP, overHandlerOnly: true) { number, _, _ in
            let suspend = TerminalRestorer.previousActions[Int(SIGTSTP)].plainHandler
            suspend?(number)
            // ncurses asked for press and release tracking again on coming back.
            if ButtonMotionTracking.isOn.load(ordering: .sequentiallyConsistent) {
                let descriptor = TerminalRestorer.outputDescriptor.load(ordering: .sequentiallyConsistent)
                ButtonMotionTracking.write(ButtonMotionTracking.on, to: descriptor)
            }
            _ = raise(SIGWINCH)
        }
    }

    /// Ends the process as a hang-up does, for when the terminal has gone (its input ended) without `SIGHUP`
    /// ending us first (it was ignored, as under `nohup`). A full-screen program has nothing left to do.
    static func hangUp() -> Never {
        endCursesIfActive()
        ExitCleanup.run()
        _ = signal(SIGHUP, SIG_DFL)
        var hangUp = sigset_t()
        sigemptyset(&hangUp)
        sigaddset(&hangUp, SIGHUP)
        sigprocmask(SIG_UNBLOCK, &hangUp, nil)
        _ = raise(SIGHUP)
        exit(128 + SIGHUP)
    }

    /// Whether returning from the handler runs the faulting instruction again: a segmentation, bus,
    /// illegal-instruction or arithmetic fault reported by the CPU (a `si_code` above 0 and below
    /// `SI_KERNEL`), rather than a signal sent by a process or the kernel.
    static func isRepeatingFault(_ signal: Int32, code: Int32) -> Bool {
        let kernelSent: Int32 = 0x80  // SI_KERNEL
        switch signal {
        case SIGSEGV, SIGBUS, SIGILL, SIGFPE: return code > 0 && code < kernelSent
        default: return false
        }
    }

    /// Puts back the handlers that were installed before ``install()``.
    static func uninstall() {
        for signal in installedSignals {
            _ = sigaction(signal, previousActions + Int(signal), nil)
        }
        installedSignals.removeAll()
    }

    /// Installs a handler (on the alternate signal stack if there is one, so a stack overflow still reaches
    /// it), remembering the previous action. A signal the process ignores stays ignored (`nohup`, background
    /// jobs); with `overHandlerOnly`, the handler goes in only over another handler function.
    private static func install(
        _ signal: Int32, overHandlerOnly: Bool = false,
        handler:
            @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    ) {
        guard signal < signalLimit, !installedSignals.contains(signal) else { return }
        var previous = sigaction()
        guard sigaction(signal, nil, &previous) == 0 else { return }
        let current = unsafeBitCast(previous.plainHandler, to: Int.self)
        guard current != unsafeBitCast(SIG_IGN, to: Int.self) else { return }
        if overHandlerOnly {
            let isFunction =
                current != unsafeBitCast(SIG_DFL, to: Int.self) && previous.sa_flags & SA_SIGINFO == 0
            guard isFunction else { return }
        }
        var action = sigaction()
        action.infoHandler = handler
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        previousActions[Int(signal)] = previous  // Before installing: the handler may run at once.
        guard sigaction(signal, &action, nil) == 0 else { return }
        installedSignals.append(signal)
    }
}

/// The two views of a `sigaction`'s handler union, named alike on Linux and macOS.
extension sigaction {
    /// The handler as a plain function of the signal number (`sa_handler`; also `SIG_DFL`, `SIG_IGN`).
    fileprivate var plainHandler: (@convention(c) (Int32) -> Void)? {
        #if canImport(Darwin)
            __sigaction_u.__sa_handler
        #else
            __sigaction_handler.sa_handler
        #endif
    }

    /// The handler that also receives the signal's details (`sa_sigaction`, with `SA_SIGINFO`).
    fileprivate var infoHandler:
        (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)?
    {
        get {
            #if canImport(Darwin)
                __sigaction_u.__sa_sigaction
            #else
                __sigaction_handler.sa_sigaction
            #endif
        }
        set {
            #if canImport(Darwin)
                __sigaction_u.__sa_sigaction = newValue
            #else
                __sigaction_handler.sa_sigaction = newValue
            #endif
        }
    }
}
