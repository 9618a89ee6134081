import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `tessera`, run in a real terminal (a private tmux server per test) and driven by keys,
/// resizes and signals as a person and their shell would.
///
/// Serialized: each test is timing-sensitive (it polls the screen with a time-out), and running several
/// terminals side by side would only make them slower.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct AppInTmuxTests {
    /// Waits for the Friends screen's first frame at the top of the list.
    @discardableResult
    func waitForFriends(_ terminal: TmuxTerminal, position: String = "1 of 40") throws -> Screen {
        try terminal.waitForScreen("Friends at \(position)") {
            $0.titleBar.hasPrefix(" Friends") && $0.position == position && $0.focusedCard?.isWhole == true
        }
    }

    // MARK: - Start

    @Test func theFirstFrameShowsFriendsAndTheFirstPositionWithinFiveSeconds() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        // The title bar, the status line and, between them, cards with the first one focused.
        let screen = try terminal.waitForScreen("the first frame", timeout: .seconds(5)) {
            $0.lines.count == 30 && $0.titleBar.hasPrefix(" Friends") && $0.position == "1 of 40"
                && $0.cardLabels.count >= 4 && $0.focusedCard?.isWhole == true
        }
        #expect(screen.focusedCard?.label == screen.cardLabels.first)
        // Full-screen mode: the alternate screen is on and the cursor hidden while the app runs.
        #expect(try terminal.format("#{alternate_on}") == "1")
        #expect(try terminal.format("#{cursor_flag}") == "0")
    }

    // MARK: - Scrolling

    // Every wait below names the whole expected state, not just a change: keys sent together arrive one by
    // one, and a capture can catch the app between two frames or in the middle of drawing one.

    @Test func movingDownScrollsAndEndShowsTheLastFriend() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        let first = try waitForFriends(terminal)
        let columns = try #require(first.cardTopEdges.first?.count)
        #expect(columns >= 2, "100 columns show a grid\n\(first.digest)")
        let firstFriend = try #require(first.cardLabels.first)

        // Six rows down: the focus is six rows of cards further and the list scrolled to keep it in view.
        try terminal.press("Down", "Down", "Down", "Down", "Down", "Down")
        let expected = "\(1 + 6 * columns) of 40"
        try terminal.waitForScreen("focus six rows down (\(expected)), the first friend scrolled away") {
            $0.titleBar.hasPrefix(" Friends") && $0.position == expected && $0.focusedCard?.isWhole == true
                && !$0.cardLabels.isEmpty && !$0.cardLabels.contains(firstFriend)
        }

        try terminal.press("G")
        try terminal.waitForScreen("the last friend focused (40 of 40), as the last card") {
            $0.position == "40 of 40" && $0.focusedCard?.isWhole == true
                && $0.cardLabels.last != nil && $0.cardLabels.last == $0.focusedCard?.label
        }

        try terminal.press("g")
        try terminal.waitForScreen("back at the top (1 of 40), as at the start") {
            $0.position == "1 of 40" && $0.focusedCard?.isWhole == true && $0.cardLabels == first.cardLabels
                && $0.focusedCard?.label == firstFriend
        }
    }

    // MARK: - Resizing

    @Test func resizingReflowsTheColumnsAndKeepsTheFocusedFriendOnScreen() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        let first = try waitForFriends(terminal)
        let columns = try #require(first.cardTopEdges.first?.count)
        #expect(columns >= 2, "100 columns show a grid\n\(first.digest)")
        try terminal.press("Down", "Down", "Down", "Right")
        let position = "\(1 + 3 * columns + 1) of 40"
        let before = try waitForFriends(terminal, position: position)
        let focused = try #require(before.focusedCard?.label)

        // Narrow: one column, each card as wide as the screen less one cell of margin (8 pt) a side; the
        // focused friend is still focused and scrolled into view.
        try terminal.resize(columns: 50, rows: 20)
        try terminal.waitForScreen("one column at 50x20 with \(focused) focused and whole, at \(position)") {
            screen in
            screen.lines.count == 20 && screen.titleBar.hasPrefix(" Friends") && screen.position == position
                && screen.focusedCard?.label == focused && screen.focusedCard?.isWhole == true
                && !screen.cardTopEdges.isEmpty && screen.cardTopEdges.allSatisfy { $0 == [1...48] }
        }

        // Wide again: two or more columns filling the width less the margins, the same friend focused.
        try terminal.resize(columns: 120, rows: 40)
        try terminal.waitForScreen("several columns at 120x40 with \(focused) focused and whole") { screen in
            screen.lines.count == 40 && screen.titleBar.hasPrefix(" Friends") && screen.position == position
                && screen.focusedCard?.label == focused && screen.focusedCard?.isWhole == true
                && (screen.cardTopEdges.map(\.count).max() ?? 0) >= 2
                && screen.cardTopEdges.allSatisfy { $0.first?.lowerBound == 1 }
                && screen.cardTopEdges.compactMap(\.last?.upperBound).max() == 118
        }
    }

    // MARK: - Feed

    @Test func enterOpensTheFocusedFriendsFeedAndEscapeReturnsToTheSamePlace() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        let first = try waitForFriends(terminal)
        let columns = try #require(first.cardTopEdges.first?.count)
        try terminal.press("Right", "Down", "Down")
        let position = "\(2 + 2 * columns) of 40"
        let friends = try waitForFriends(terminal, position: position)
        let label = try #require(friends.focusedCard?.label)
        let name = nameInCardLabel(label)
        #expect(!name.isEmpty && name != label, "a card shows initials, then the name: '\(label)'")

        try terminal.press("Enter")
        try terminal.waitForScreen("\(name)'s Feed at 1 of 50,000") {
            $0.titleBar.hasPrefix(" ‹ \(name)'s Feed") && $0.position == "1 of 50,000"
                && $0.cardLabels.isEmpty
        }

        try terminal.press("Escape")
        try terminal.waitForScreen("Friends again at \(position) with \(label) focused") {
            $0.titleBar.hasPrefix(" Friends") && $0.position == position && $0.focusedCard?.isWhole == true
                && $0.focusedCard?.label == label
        }
    }

    // MARK: - Quitting and restoring the terminal

    /// After the app ended: its exit status, and a terminal as the shell had it — the alternate screen left
    /// (so nothing of the app remains), the cursor visible, mouse reporting and application cursor keys off,
    /// and the tty modes unchanged.
    func expectRestored(
        _ terminal: TmuxTerminal, status expectedStatus: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (status, screen) = try terminal.waitForExit()
        #expect(status == expectedStatus, "\(screen.digest)", sourceLocation: sourceLocation)
        #expect(screen.lines.contains("[tty restored]"), "\(screen.digest)", sourceLocation: sourceLocation)
        let appText = ["Friends", " of 40", "Feed", "╭", "┏", "│", "quit"]
        for line in screen.nonEmptyLines {
            #expect(
                !appText.contains { line.contains($0) }, "app text left over: '\(line)'",
                sourceLocation: sourceLocation)
        }
        #expect(try terminal.format("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(
            try terminal.format("#{cursor_flag}") == "1", "cursor visible", sourceLocation: sourceLocation)
        #expect(
            try terminal.format("#{mouse_any_flag}") == "0", "mouse reporting off",
            sourceLocation: sourceLocation)
        #expect(
            try terminal.format("#{keypad_cursor_flag}") == "0", "cursor keys in normal mode",
            sourceLocation: sourceLocation)
    }

    @Test func qQuitsWithStatusZeroAndRestoresTheTerminal() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        try waitForFriends(terminal)
        try terminal.press("q")
        try expectRestored(terminal, status: 0)
        let screen = try terminal.screen()
        #expect(screen.nonEmptyLines == ["[tty restored]", "[exited 0]"], "\(screen.digest)")
    }

    @Test(arguments: [
        (SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
        (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"), (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"),
        (SIGVTALRM, "SIGVTALRM"), (SIGXCPU, "SIGXCPU"), (__libc_current_sigrtmin(), "SIGRTMIN"),
        (__libc_current_sigrtmax(), "SIGRTMAX"),
        // Crash signals sent from outside: no crash to report, so they end the process like the others.
        (SIGSEGV, "SIGSEGV"), (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGILL, "SIGILL"),
        (SIGFPE, "SIGFPE"),
        (SIGTRAP, "SIGTRAP"),
    ])
    func aTerminationSignalRestoresTheTerminalAndTheStatusNamesIt(signal: Int32, name: String) throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        try waitForFriends(terminal)
        let pid = try terminal.appPID()
        #expect(Glibc.kill(pid, signal) == 0, "kill -\(name) \(pid)")
        try expectRestored(terminal, status: 128 + Int(signal))
    }

    /// Ctrl-S would freeze the app's output until Ctrl-Q with flow control on; the app turns it off while
    /// it runs (and the shell gets it back: the tty modes are restored on exit).
    @Test func ctrlSDoesNotFreezeTheScreen() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        let first = try waitForFriends(terminal)
        let columns = try #require(first.cardTopEdges.first?.count)
        try terminal.press("C-s")
        try terminal.press("Down")
        try waitForFriends(terminal, position: "\(1 + columns) of 40")
        try terminal.press("q")
        try expectRestored(terminal, status: 0)
    }

    /// Started with `setsid`, the app has no controlling terminal and gets no `SIGWINCH`: it reads the size
    /// of the terminal it draws on with the next key instead.
    @Test func withoutAControllingTerminalTheNextKeyRedrawsAtTheNewSize() throws {
        let terminal = try TmuxTerminal.launchApp(
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "setsid", "-w"])
        defer { terminal.kill() }
        try waitForFriends(terminal)
        try terminal.resize(columns: 60, rows: 20)
        try terminal.press("Home")
        try terminal.waitForScreen("Friends redrawn at 60 × 20") {
            // The status line is the pane's last row only if the app knows the new size.
            $0.lines.count == 20 && $0.titleBar.hasPrefix(" Friends") && $0.position == "1 of 40"
        }
    }

    /// vt100 and the Linux console have no alternate screen: the last frame would stay under the shell's
    /// prompt, so the app clears the screen as it leaves.
    @Test(arguments: ["vt100", "linux"])
    func aTerminalWithoutAnAlternateScreenIsLeftClean(term: String) throws {
        let terminal = try TmuxTerminal.launchApp(environment: ["TERM=\(term)", "LANG=C.UTF-8"])
        defer { terminal.kill() }
        try terminal.waitForScreen("Friends") { $0.position == "1 of 40" }
        try terminal.press("q")
        try expectRestored(terminal, status: 0)
        let screen = try terminal.screen()
        #expect(screen.nonEmptyLines == ["[tty restored]", "[exited 0]"], "\(screen.digest)")
    }

    @Test func ctrlCQuitsAndRestoresTheTerminal() throws {
        let terminal = try TmuxTerminal.launchApp(shellSetup: "trap : INT")
        defer { terminal.kill() }
        try waitForFriends(terminal)
        try terminal.press("C-c")
        // In cbreak mode the terminal turns Ctrl-C into SIGINT (status 130); an app reading it as a key (raw
        // mode) would quit with 0. Either way it quits and restores the terminal.
        let (status, _) = try terminal.waitForExit()
        #expect(status == 130 || status == 0)
        try expectRestored(terminal, status: status)
    }

    // MARK: - Terminals the app cannot use

    @Test func anUnusableTerminalGetsOneLineNamingTheProblemAndStatusTwo() throws {
        let cases: [(environment: [String], redirect: String, named: String)] = [
            (["TERM=unknown-terminal-xyz", "LANG=C.UTF-8"], "", "unknown-terminal-xyz"),
            (["-u", "TERM", "LANG=C.UTF-8"], "", "TERM"),
            (["TERM=", "LANG=C.UTF-8"], "", "TERM"),
            (["TERM=dumb", "LANG=C.UTF-8"], "", "dumb"),
            (["TERM=tmux-256color", "LANG=C.UTF-8"], ">/dev/null", "standard output"),
            (["TERM=tmux-256color", "LANG=C.UTF-8"], "</dev/null", "standard input"),
        ]
        var script = ""
        for (number, item) in cases.enumerated() {
            let command = (["env"] + item.environment + [BuiltBinary.path]).map(shellQuoted).joined(
                separator: " ")
            script += "\(command) \(item.redirect)\necho \"[case \(number) exited $?]\"\n"
        }
        script += "echo '[done]'\nexec sleep 30\n"
        let terminal = try TmuxTerminal(columns: 120, rows: 30, script: script)
        defer { terminal.kill() }
        let screen = try terminal.waitForScreen("every case to finish") { $0.lines.contains("[done]") }
        #expect(try terminal.format("#{alternate_on}") == "0")

        var lines = screen.nonEmptyLines[...]
        for (number, item) in cases.enumerated() {
            // Exactly one line, then the status.
            let message = lines.popFirst() ?? ""
            let status = lines.popFirst() ?? ""
            #expect(
                message.hasPrefix("tessera: ") && message.contains(item.named),
                "case \(number): \(message)\n\(screen.digest)")
            #expect(status == "[case \(number) exited 2]", "case \(number)\n\(screen.digest)")
        }
        #expect(Array(lines) == ["[done]"], "\(screen.digest)")
    }
}
