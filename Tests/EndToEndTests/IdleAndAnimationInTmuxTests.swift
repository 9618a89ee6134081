import Foundation
import Testing

/// Processor use of the real app in a terminal: none while idle, frames only while something moves.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct IdleAndAnimationInTmuxTests {
    /// The processor time a process has used, in clock ticks (user + system, from /proc).
    private static func processorTicks(of pid: pid_t) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name (which is in parentheses and may hold spaces): utime is the 12th,
        // stime the 13th.
        let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    /// The processor ticks the app in `terminal` uses during one second.
    static func ticksInOneSecond(of terminal: TmuxTerminal) throws -> Int {
        let pid = try terminal.appPID()
        let before = try processorTicks(of: pid)
        Thread.sleep(forTimeInterval: 1)
        return try processorTicks(of: pid) - before
    }

    /// Waits until the app in `terminal` has used no processor time for half a second (background work it
    /// was given has ended, however long a loaded machine made it take); throws after `timeout`, as an app
    /// that never goes quiet is busy for good.
    static func waitUntilProcessorQuiet(of terminal: TmuxTerminal, timeout: Duration = .seconds(20)) throws {
        let pid = try terminal.appPID()
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var ticks = try processorTicks(of: pid)
        var quietSince = clock.now
        while clock.now - quietSince < .milliseconds(500) {
            guard clock.now < deadline else {
                throw TmuxTerminal.Failure(
                    description: "the app was still using the processor after \(timeout)")
            }
            Thread.sleep(forTimeInterval: 0.05)
            let now = try processorTicks(of: pid)
            if now != ticks {
                ticks = now
                quietSince = clock.now
            }
        }
    }

    @Test func anIdleAppUsesNoProcessorTime() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        try terminal.waitForScreen("the first frame") { $0.position == "1 of 40" }
        let ticks = try Self.ticksInOneSecond(of: terminal)
        #expect(ticks <= 1, "\(ticks) ticks in a second of idling")
    }

    @Test func anUpdateDrawsSeveralFramesThenGoesIdle() throws {
        let terminal = try TmuxTerminal.launchApp(columns: 80, rows: 12)
        defer { terminal.kill() }
        let first = try terminal.waitForScreen("the first frame") { $0.position == "1 of 40" }
        try terminal.press("u")
        var frames: Set<String> = [first.text]
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(600)
        while clock.now < end {
            frames.insert(try terminal.screen().text)
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(frames.count >= 3, "the start, the end and at least one frame in between")
        let settled = try terminal.screen().text
        #expect(try Self.ticksInOneSecond(of: terminal) <= 1)
        #expect(try terminal.screen().text == settled)
    }
}
