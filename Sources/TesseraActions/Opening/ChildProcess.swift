#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starting another program with `posix_spawn` and waiting for it, with arguments as raw bytes (a file
/// name need not be UTF-8).
enum ChildProcess {
    /// Runs `arguments` (the first an executable's path) with standard output captured and standard error
    /// discarded, and returns its exit status and output; `nil` when it cannot be started.
    static func capture(_ arguments: [String]) -> (status: Int32, output: [UInt8])? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        let child = spawn(arguments.map { Array($0.utf8) }, actions: &actions, defaultSignals: [])
        close(ends[1])
        defer { close(ends[0]) }
        guard let child else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[..<count]
        }
        return (wait(for: child), output)
    }

    /// Starts `arguments` (raw bytes, the first an executable's path) with the standard streams and
    /// environment of this process, `signals` back at their default actions in the child.
    static func spawn(
        _ arguments: [[UInt8]], actions: UnsafeMutablePointer<posix_spawn_file_actions_t>?,
        defaultSignals signals: [Int32]
    ) -> pid_t? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in signals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let strings = arguments.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        }
        defer { for string in strings { string.deallocate() } }
        var argv: [UnsafeMutablePointer<CChar>?] = strings + [nil]
        var child: pid_t = 0
        let result = posix_spawn(&child, strings[0], actions, &attributes, &argv, environ)
        return result == 0 ? child : nil
    }

    /// Waits for `child` to end and returns its exit status (128 + the signal that ended it).
    static func wait(for child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
