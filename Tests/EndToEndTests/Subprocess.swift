import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a helper program (tmux) with `posix_spawn` and waits for it, for the end-to-end tests.
///
/// Foundation's `Process` does not suit `tmux`, for two reasons found the hard way:
/// - It hands every child a socket it watches for end-of-file to learn that the child exited. The tmux client
///   forks the server, which keeps that socket open, so `waitUntilExit()` never returns while the server
///   lives.
/// - The child inherits the calling thread's signal mask. Tests run on dispatch worker threads, which block
///   nearly every signal, so the tmux server (and its panes) would start with `SIGCHLD`, `SIGTERM` and the
///   rest blocked.
///
/// Here the child gets standard input from `/dev/null`, pipes for output and error, no other descriptors,
/// an empty signal mask and default actions for the usual signals; it is reaped with `waitpid`.
enum Subprocess {
    /// What a program printed and how it ended.
    struct Result {
        /// The exit status, or 128 + the signal number when a signal ended it.
        let status: Int32
        let output: String
        let error: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The first executable named `name` in the `PATH` of `environment`.
    static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` (a path) with `arguments` and exactly `environment`, and waits until it ends.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws
        -> Result
    {
        let outputPipe = try makePipe()
        let errorPipe: [Int32]
        do { errorPipe = try makePipe() } catch {
            outputPipe.forEach { _ = close($0) }
            throw error
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        closeOtherDescriptors(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [
            SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGUSR1, SIGUSR2,
            SIGALRM, SIGWINCH,
        ] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawnError == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            throw Failure(description: "cannot run \(executable): errno \(spawnError)")
        }

        let (output, error) = readToEnd(outputPipe[0], errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid \(pid): errno \(errno)") }
        }
        let signal = status & 0x7f
        let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return Result(
            status: exitStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    /// A pipe whose ends are closed on `exec` (so no other child inherits them).
    private static func makePipe() throws -> [Int32] {
        var ends: [Int32] = [-1, -1]
        if let pipe2 = cFunction(
            "pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
        {
            guard pipe2(&ends, O_CLOEXEC) == 0 else { throw Failure(description: "pipe2: errno \(errno)") }
        } else {
            guard pipe(&ends) == 0 else { throw Failure(description: "pipe: errno \(errno)") }
            ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        }
        return ends
    }

    /// Makes the child close every descriptor above 2 (after the `dup2`s), so nothing the test process has
    /// open lives on in a daemon such as the tmux server. Uses glibc's `closefrom` action when it has one
    /// (2.34+; not visible to Swift, hence the lookup), else closes the descriptors open now.
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let closeFrom = cFunction("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self),
            closeFrom(&actions, 3) == 0
        {
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// A C library function looked up by name, or nil.
    private static func cFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Reads two descriptors until both end (polling both, so neither pipe can fill up and stall the child),
    /// then closes them.
    private static func readToEnd(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var data: [[UInt8]] = [[], []]
        var descriptors = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0),
            pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices
            where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes {
                    read(descriptors[index].fd, $0.baseAddress, $0.count)
                }
                if count > 0 {
                    data[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1  // poll ignores negative descriptors
                }
            }
        }
        return (data[0], data[1])
    }

    /// The processes whose parent is `parent`, with their command names (from `/proc`).
    static func children(of parent: pid_t) -> [(pid: pid_t, name: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid: pid_t, name: String)? in
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return nil }
            // "PID (NAME) STATE PPID ...": the name may hold spaces and parentheses, so split after the last ')'.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, pid_t(fields[1]) == parent else { return nil }
            return (pid, String(stat[stat.index(after: open)..<close]))
        }
    }
}
