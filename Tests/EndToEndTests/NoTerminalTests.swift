import Foundation
import Testing

/// The built `tessera` run with no terminal at all (standard input `/dev/null`, output to pipes): the
/// interactive app refuses in one line with status 2; `snapshot` needs no terminal and no `TERM`.
@Suite struct NoTerminalTests {
    /// Checks a refusal: status 2, nothing on standard output, one line on standard error that names
    /// `named`.
    func expectOneLineError(
        _ run: BuiltBinary.Run, naming named: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 2, "stderr: \(run.standardError)", sourceLocation: sourceLocation)
        #expect(
            run.standardOutput.isEmpty, "stdout: \(run.standardOutput.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(run.standardError.hasSuffix("\n"), sourceLocation: sourceLocation)
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "stderr: \(run.standardError)", sourceLocation: sourceLocation)
        #expect(
            run.standardError.hasPrefix("tessera: "), "stderr: \(run.standardError)",
            sourceLocation: sourceLocation)
        #expect(
            run.standardError.contains(named), "stderr: \(run.standardError)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ["TERM": "xterm-256color", "LANG": "C.UTF-8"],
        ["TERM": "tmux-256color"],
        [:],  // TERM unset, nothing at all
    ])
    func theAppWithoutATerminalPrintsOneLineAndExitsTwo(environment: [String: String]) throws {
        let run = try BuiltBinary.run([], exactEnvironment: environment)
        expectOneLineError(run, naming: "not a terminal")
    }

    @Test func snapshotNeedsNeitherATerminalNorTERM() throws {
        let run = try BuiltBinary.run(["snapshot"], exactEnvironment: [:])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardError.isEmpty, "stderr: \(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("Friends") == true, "\(run.standardOutput)")
        #expect(lines.contains { $0.hasPrefix(" 1 of 40") }, "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("\u{1B}"), "plain text, no escape sequences")
    }

    @Test func snapshotWithKeysShowsWhereTheyLed() throws {
        let run = try BuiltBinary.run(["snapshot", "--size", "60x20", "--keys", "G"], exactEnvironment: [:])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first?.contains("Friends") == true, "\(run.standardOutput)")
        #expect(lines.contains { $0.hasPrefix(" 40 of 40") }, "\(run.standardOutput)")
    }

    @Test(arguments: [
        (["snapshot", "--size", "0x0"], "--size"),
        (["snapshot", "--size", "wide"], "--size"),
        (["snapshot", "--keys", "wait:x"], "wait:x"),
        (["snapshot", "--keys", "down nosuchkey"], "nosuchkey"),
    ])
    func snapshotWithBadOptionsPrintsOneLineAndExitsTwo(arguments: [String], named: String) throws {
        let run = try BuiltBinary.run(arguments, exactEnvironment: [:])
        expectOneLineError(run, naming: named)
    }
}
