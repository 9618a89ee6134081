import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The input queue of a tmux pane's terminal, read from outside: how many typed bytes the pane's program
/// has not read yet (`FIONREAD` on the pane's `/dev/pts/N`, opened without becoming anyone's terminal).
///
/// A test that types far ahead of the app must keep this queue short: the line discipline holds 4 KB, and
/// once it is full the kernel hands the rest of what tmux wrote over in pieces as the app reads, so a key's
/// escape sequence or a mouse report can arrive in two parts, a moment apart — on a loaded machine
/// further apart than the app's escape delay, which then reads an Escape key and the rest as typed
/// characters.
final class PaneInputQueue {
    private let descriptor: Int32
    private let terminal: String

    /// Opens the pane's terminal of `tmux`.
    init(of tmux: TmuxTerminal) throws {
        terminal = try tmux.format("#{pane_tty}")
        descriptor = open(terminal, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TmuxTerminal.Failure(
                description: "cannot open the pane's terminal \(terminal): errno \(errno)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// The bytes typed into the pane that its program has not read yet.
    func unread() throws -> Int {
        var count: Int32 = 0
        guard ioctl(descriptor, UInt(FIONREAD), &count) == 0 else {
            throw TmuxTerminal.Failure(description: "FIONREAD on \(terminal): errno \(errno)")
        }
        return Int(count)
    }

    /// Waits until at most `limit` bytes are unread by the program `reader` (a process id); throws when
    /// `reader` ends first, or after `timeout` (it stopped reading).
    func waitUntilUnread(atMost limit: Int, by reader: pid_t, timeout: Duration) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            guard kill(reader, 0) == 0 else {
                throw TmuxTerminal.Failure(
                    description: "the app ended with \(try unread()) typed bytes unread")
            }
            guard try unread() > limit else { return }
            guard clock.now < deadline else {
                throw TmuxTerminal.Failure(
                    description:
                        "the app left \(try unread()) typed bytes unread for \(timeout) on \(terminal)")
            }
            usleep(2_000)
        }
    }
}
