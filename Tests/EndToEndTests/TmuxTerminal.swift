import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real terminal for end-to-end tests: a private tmux server (its own socket, no configuration) running one
/// shell script in a detached session, driven with `send-keys` and read back with `capture-pane`.
///
/// Every instance owns its server; call ``kill()`` when done (use `defer`). Should the test process die
/// first, a watchdog in the pane hangs the pane up within a second (which ends the app with `SIGHUP`, and then
/// the server), so nothing is left running.
final class TmuxTerminal {
    /// Why a wait or a tmux command failed, with the last screen seen, so the test log shows what happened.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The name of the pane's only session.
    static let session = "main"

    /// Whether `tmux` can be run here (the suites that need it are skipped otherwise).
    static var isAvailable: Bool { executable != nil }

    /// The `tmux` executable, if there is one on the `PATH`.
    private static let executable: String? = Subprocess.find("tmux", environment: clientEnvironment)

    /// The socket name (`tmux -L`), unique to this terminal.
    let socketName: String
    /// The server's socket file, which `kill-server` leaves behind.
    private var socketPath: String?
    private var isKilled = false

    /// Starts a server whose one pane, `columns`×`rows` with no status line, runs `script` with `/bin/sh`.
    init(columns: Int, rows: Int, script: String) throws {
        socketName = "tessera-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        // `$$` is the pane's shell, also in the subshell; its exit hangs up the terminal. No core files (the
        // SIGQUIT test), and the temporary directory as the working directory, in case.
        let prelude = """
            ( while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; kill -HUP $$ ) &
            ulimit -c 0 2>/dev/null

            """
        // The status line is turned off before the session exists, so the pane is the full size from its
        // first frame and the app is not resized while it starts.
        let result = try Self.tmux(
            socketName,
            [
                "-f", "/dev/null", "set-option", "-g", "status", "off", ";",
                "new-session", "-d", "-s", Self.session, "-x", "\(columns)", "-y", "\(rows)",
                "-c", NSTemporaryDirectory(), "/bin/sh", "-c", prelude + script,
            ])
        guard result.status == 0 else {
            kill()
            throw Failure(description: "tmux new-session failed (\(result.status)): \(result.error)")
        }
        socketPath = try? format("#{socket_path}")
    }

    deinit {
        kill()
    }

    /// Starts `tessera` with `arguments` and the `env` arguments `environment` (assignments such as
    /// `TERM=tmux-256color`, or `-u NAME` to unset one) in a `columns`×`rows` terminal.
    ///
    /// The script around it prints `[tty restored]` or `[tty changed]` (comparing `stty -g` before and
    /// after: echo, canonical mode and the rest of the line discipline) and then `[exited STATUS]`, and keeps
    /// the pane open. `shellSetup` runs first (such as `trap : INT`, so that Ctrl-C, which interrupts the
    /// whole foreground process group, does not end the script too).
    static func launchApp(
        _ arguments: [String] = [], environment: [String] = ["TERM=tmux-256color", "LANG=C.UTF-8"],
        columns: Int = 100, rows: Int = 30, shellSetup: String = ""
    ) throws -> TmuxTerminal {
        let command = (["env"] + environment + [BuiltBinary.path] + arguments).map(shellQuoted).joined(
            separator: " ")
        let script = """
            \(shellSetup)
            before=$(stty -g)
            \(command)
            status=$?
            if [ "$(stty -g)" = "$before" ]; then echo '[tty restored]'; else echo '[tty changed]'; fi
            echo "[exited $status]"
            exec sleep 30
            """
        return try TmuxTerminal(columns: columns, rows: rows, script: script)
    }

    /// Runs `tmux` on this terminal's server.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> Subprocess.Result {
        try Self.tmux(socketName, arguments)
    }

    /// Runs `tmux` on this server and fails unless it succeeds.
    @discardableResult
    func checkedTmux(_ arguments: [String]) throws -> String {
        let result = try tmux(arguments)
        guard result.status == 0 else {
            throw Failure(
                description:
                    "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.error)")
        }
        return result.output
    }

    /// The pane as text: one string per row, trailing spaces removed.
    func screen() throws -> Screen {
        Screen(text: try checkedTmux(["capture-pane", "-p", "-t", Self.session]))
    }

    /// A tmux format evaluated for the pane, such as `#{alternate_on}`.
    func format(_ format: String) throws -> String {
        try checkedTmux(["display-message", "-p", "-t", Self.session, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Presses keys, named as tmux names them (`Down`, `Enter`, `Escape`, `NPage`, `q`).
    func press(_ keys: String...) throws {
        try press(keys)
    }

    /// Presses keys, named as tmux names them.
    func press(_ keys: [String]) throws {
        try checkedTmux(["send-keys", "-t", Self.session] + keys)
    }

    /// Resizes the terminal, as dragging the window's corner would.
    func resize(columns: Int, rows: Int) throws {
        try checkedTmux(["resize-window", "-t", Self.session, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The process id of the pane's command (the `/bin/sh` running the script).
    func panePID() throws -> pid_t {
        let text = try format("#{pane_pid}")
        guard let pid = pid_t(text) else { throw Failure(description: "no pane pid: '\(text)'") }
        return pid
    }

    /// The process id of the `tessera` the pane's shell started.
    func appPID() throws -> pid_t {
        let shell = try panePID()
        let children = Subprocess.children(of: shell)
        let apps = children.filter { $0.name == "tessera" }
        guard apps.count == 1 else {
            throw Failure(
                description: "expected one tessera under the pane's shell \(shell), found \(children)")
        }
        return apps[0].pid
    }

    /// Polls the screen every 25 ms until `condition` holds and returns that screen; throws, with the last
    /// screen, after `timeout`.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Duration = .seconds(5), until condition: (Screen) -> Bool
    ) throws -> Screen {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let screen = try screen()
            if condition(screen) { return screen }
            guard clock.now < deadline else {
                let saved = save(screen)
                throw Failure(
                    description:
                        "timed out after \(timeout) waiting for \(what)\(saved.map { " (screen saved to \($0))" } ?? ""); "
                        + "screen:\n\(screen.digest)")
            }
            Thread.sleep(forTimeInterval: 0.025)
        }
    }

    /// Writes the whole screen to a file in the temporary directory, for a failure message to point at.
    private func save(_ screen: Screen) -> String? {
        let path = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("\(socketName)-\(UUID().uuidString.prefix(4)).txt").path
        return (try? screen.text.write(toFile: path, atomically: true, encoding: .utf8)) == nil ? nil : path
    }

    /// Waits until the pane's script printed `[exited N]` and returns N with the screen.
    func waitForExit(timeout: Duration = .seconds(5)) throws -> (status: Int, screen: Screen) {
        let screen = try waitForScreen("the app to exit ([exited N])", timeout: timeout) {
            $0.exitStatus != nil
        }
        return (screen.exitStatus!, screen)
    }

    /// Ends the server and everything running in it. Safe to call more than once.
    func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? Self.tmux(socketName, ["kill-server"])
        if let socketPath, socketPath.hasSuffix("/\(socketName)") { unlink(socketPath) }
    }

    // MARK: - Running tmux

    /// A small, fixed environment for the tmux client and server: the tests must not depend on the
    /// caller's `NO_COLOR`, `TESSERA_*` or an enclosing tmux (`TMUX`).
    private static let clientEnvironment: [String: String] = {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
        if let directory = inherited["TMUX_TMPDIR"] { environment["TMUX_TMPDIR"] = directory }
        return environment
    }()

    private static func tmux(_ socketName: String, _ arguments: [String]) throws -> Subprocess.Result {
        guard let executable else { throw Failure(description: "tmux not found") }
        return try Subprocess.run(executable, ["-L", socketName] + arguments, environment: clientEnvironment)
    }
}

/// Quotes `word` for `/bin/sh`.
func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// One capture of the pane, with the readings the tests need.
struct Screen {
    /// The rows, top to bottom, trailing spaces removed.
    let lines: [String]

    init(text: String) {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    var text: String { lines.joined(separator: "\n") }

    /// The screen, short enough for a failure message (the test log drops messages of a few kilobytes):
    /// numbered rows, runs of four or more equal characters written `c×N`, trailing blank rows left out and,
    /// past about 2,000 bytes, rows from the middle left out.
    var digest: String {
        var rows = lines
        while rows.last?.isEmpty == true { rows.removeLast() }
        let digested = rows.enumerated().map { index, line in "\(index)| " + Self.squeezed(line) }
        // Rows from the top and the bottom, alternately, while they fit.
        var head: [String] = []
        var tail: [String] = []
        var budget = 2_000
        var low = 0
        var high = digested.count - 1
        while low <= high {
            let index = head.count <= tail.count ? low : high
            budget -= digested[index].utf8.count + 1
            guard budget >= 0 else { break }
            if index == low {
                head.append(digested[low])
                low += 1
            } else {
                tail.insert(digested[high], at: 0)
                high -= 1
            }
        }
        let omitted = high - low + 1
        return (head + (omitted > 0 ? ["… \(omitted) rows left out"] : []) + tail).joined(separator: "\n")
    }

    private static func squeezed(_ line: String) -> String {
        var out = ""
        var run: (character: Character, count: Int)?
        func flush() {
            guard let run else { return }
            out +=
                run.count >= 4
                ? "\(run.character)×\(run.count)" : String(repeating: run.character, count: run.count)
        }
        for character in line {
            if run?.character == character {
                run!.count += 1
            } else {
                flush()
                run = (character, 1)
            }
        }
        flush()
        return out
    }

    /// The rows that are not blank.
    var nonEmptyLines: [String] { lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty } }

    /// The first row (the app's title bar).
    var titleBar: String { lines.first ?? "" }

    /// The last row (the app's status line).
    var statusLine: String { lines.last ?? "" }

    /// The position at the start of the status line, such as `13 of 40`, or nil.
    var position: String? {
        guard let match = statusLine.firstMatch(of: /^ ([0-9,]+ of [0-9,]+)/) else { return nil }
        return String(match.1)
    }

    /// N from a line `[exited N]`, printed by the pane's script after the app ended.
    var exitStatus: Int? {
        for line in lines {
            if let match = line.firstMatch(of: /^\[exited (\d+)\]$/) { return Int(match.1) }
        }
        return nil
    }

    /// The labels of the friend cards on screen (initials and name, such as `MG  María García`), top to
    /// bottom and left to right.
    var cardLabels: [String] {
        lines.flatMap { line in
            line.matches(of: /[│┃]([^│┃]*?)'s Feed/).map { String($0.1).trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The focused card (drawn with heavy lines): its label, and whether all of it is on screen.
    var focusedCard: (label: String, isWhole: Bool)? {
        guard let top = lines.firstIndex(where: { $0.contains("┏") }) else { return nil }
        guard top + 1 < lines.count else { return nil }
        let parts = lines[top + 1].split(separator: "┃", omittingEmptySubsequences: false)
        guard parts.count >= 3, let label = parts[1].firstMatch(of: /^(.*?)'s Feed/) else { return nil }
        let hasBottom = lines[(top + 1)...].contains { $0.contains("┗") }
        return (String(label.1).trimmingCharacters(in: .whitespaces), hasBottom)
    }

    /// The columns (first and last, 0-based) of each card whose top edge is on screen, row by row.
    var cardTopEdges: [[ClosedRange<Int>]] {
        lines.compactMap { line -> [ClosedRange<Int>]? in
            let characters = Array(line)
            var spans: [ClosedRange<Int>] = []
            var start: Int?
            for (column, character) in characters.enumerated() {
                switch character {
                case "╭", "┏": start = column
                case "╮", "┓":
                    if let first = start {
                        spans.append(first...column)
                        start = nil
                    }
                default: break
                }
            }
            return spans.isEmpty ? nil : spans
        }
    }
}

/// The person's name in a card label: the label without its initials (`MG  María García` → `María García`).
func nameInCardLabel(_ label: String) -> String {
    let trimmed = label.trimmingCharacters(in: .whitespaces)
    guard let space = trimmed.firstIndex(of: " ") else { return trimmed }
    return trimmed[space...].trimmingCharacters(in: .whitespaces)
}
