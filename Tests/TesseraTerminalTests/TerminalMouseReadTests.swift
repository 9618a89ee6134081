import CNcurses
import Foundation
import TesseraCanvas
import Testing

@testable import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mouse reports read through real ncurses from a pipe, as a terminal sends them (xterm's SGR format).
///
/// An extension of the one serialized ncurses suite, so these never run beside another curses screen.
extension TerminalPresentTests {
    /// A session reading from a pipe the test writes to.
    @MainActor
    final class PipedSession {
        let session: TerminalSession
        private let writeEnd: Int32
        private let input: UnsafeMutablePointer<FILE>
        private let output: UnsafeMutablePointer<FILE>

        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            input = try #require(fdopen(ends[0], "r"))
            output = try #require(fopen("/dev/null", "w"))
            writeEnd = ends[1]
            _ = setlocale(LC_ALL, "C.UTF-8")
            session = try TerminalSession.open(
                terminalType: "xterm-256color", output: output, input: input, environment: [:])
        }

        /// Writes `text` as the terminal would, now or after `delay` (from another thread).
        func type(_ text: String, after delay: Duration? = nil) {
            let descriptor = writeEnd
            let bytes = Array(text.utf8)
            guard let delay else {
                _ = bytes.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
                return
            }
            Thread {
                Thread.sleep(forTimeInterval: Double(delay / .milliseconds(1)) / 1000)
                _ = bytes.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
            }.start()
        }

        isolated deinit {
            session.stop()
            close(writeEnd)
            fclose(input)
            fclose(output)
        }
    }

    /// A button press at column 5, row 3 (1-based), in xterm's SGR mouse format, and its release.
    static let press = "\u{1B}[<0;5;3M"
    static let release = "\u{1B}[<0;5;3m"

    /// The click bug: a release arriving on its own (the person lifted the button after the press was
    /// handled) was a report ncurses found uninteresting, so it went back to read the next byte and blocked
    /// until the next key, leaving the frame the click made undrawn until then.
    @Test func aButtonReleaseOnItsOwnNeverHoldsUpTheLoop() throws {
        let piped = try PipedSession()
        piped.type(Self.press)
        #expect(
            piped.session.readEvent(timeoutMilliseconds: 1000)
                == .mouse(MouseEvent(action: .click, column: 4, row: 2)))

        piped.type(Self.release)
        piped.type("x", after: .milliseconds(1500))  // Frees a read stuck in ncurses, so a failure ends.
        let clock = ContinuousClock()
        let start = clock.now
        #expect(
            piped.session.readEvent(timeoutMilliseconds: 100)
                == .mouse(MouseEvent(action: .release, column: 4, row: 2)))
        #expect(piped.session.readEvent(timeoutMilliseconds: 100) == nil)
        let waited = start.duration(to: clock.now)
        #expect(waited < .milliseconds(1000), "the release held the read for \(waited)")
        #expect(piped.session.readEvent(timeoutMilliseconds: 3000) == .key(.character("x")))
    }

    /// Reports that arrive together are one KEY_MOUSE for ncurses; each press is still a click and each
    /// release a release, in order, and the key behind them comes after them.
    @Test func mouseReportsArrivingTogetherAreEachReportedInOrder() throws {
        let piped = try PipedSession()
        piped.type(Self.press + Self.release + "\u{1B}[<0;9;4M\u{1B}[<0;9;4m" + "q")
        var events: [InputEvent] = []
        while let event = piped.session.readEvent(timeoutMilliseconds: 200) { events.append(event) }
        #expect(
            events == [
                .mouse(MouseEvent(action: .click, column: 4, row: 2)),
                .mouse(MouseEvent(action: .release, column: 4, row: 2)),
                .mouse(MouseEvent(action: .click, column: 8, row: 3)),
                .mouse(MouseEvent(action: .release, column: 8, row: 3)), .key(.character("q")),
            ])
    }

    /// An Escape and a click right behind it (within the escape delay) are both kept: the click is not
    /// taken for the rest of a sequence.
    @Test func anEscapeRightBeforeAClickKeepsBoth() throws {
        let piped = try PipedSession()
        piped.type("\u{1B}")
        piped.type(Self.press, after: .milliseconds(35))
        var events: [InputEvent] = []
        while let event = piped.session.readEvent(timeoutMilliseconds: 300) { events.append(event) }
        #expect(events == [.key(.escape), .mouse(MouseEvent(action: .click, column: 4, row: 2))])
    }

    /// A drag as xterm reports it with button-event tracking: the press, motion with the button held
    /// (SGR button 32), the release; and the wheel with Ctrl held (SGR 64 + 16).
    @Test func aDragAndCtrlWheelArriveAsTheirEvents() throws {
        let piped = try PipedSession()
        piped.type("\u{1B}[<0;5;3M\u{1B}[<32;9;4M\u{1B}[<0;9;4m\u{1B}[<80;2;2M" + "q")
        var events: [InputEvent] = []
        while let event = piped.session.readEvent(timeoutMilliseconds: 200) { events.append(event) }
        #expect(
            events == [
                .mouse(MouseEvent(action: .click, column: 4, row: 2)),
                .mouse(MouseEvent(action: .drag, column: 8, row: 3)),
                .mouse(MouseEvent(action: .release, column: 8, row: 3)),
                .mouse(MouseEvent(action: .wheelUp, column: 1, row: 1, modifiers: .control)),
                .key(.character("q")),
            ])
    }
}
