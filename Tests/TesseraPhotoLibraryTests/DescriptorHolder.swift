import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Another process holding a copy of one of this process's descriptors until it is told to let go:
/// `sleep` with the descriptor as its descriptor 3, killed by ``release()``.
///
/// It stands for what a process started by another thread does between its `fork` and its `exec` (it holds
/// a copy of every descriptor), only for as long as the test wants instead of for a moment nobody chooses.
final class DescriptorHolder {
    private let process: pid_t
    private var released = false

    /// Starts the holder with a copy of `descriptor`.
    init(holding descriptor: Int32) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptor, 3)
        var process: pid_t = 0
        let program = "/usr/bin/sleep"
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup("600"), nil]
        defer { arguments.forEach { free($0) } }
        let result = posix_spawn(&process, program, &actions, nil, &arguments, environ)
        guard result == 0 else { throw Errno(rawValue: result) }
        self.process = process
    }

    /// Lets go of the descriptor: kills the holder and waits until it has ended (its descriptors closed).
    func release() {
        guard !released else { return }
        released = true
        kill(process, SIGKILL)
        var status: Int32 = 0
        while waitpid(process, &status, 0) == -1 && errno == EINTR {}
    }

    deinit {
        release()
    }
}
