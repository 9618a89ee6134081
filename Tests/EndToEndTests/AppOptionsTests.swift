import Testing

/// The app's own options, checked on the built binary before any terminal is needed.
@Suite struct AppOptionsTests {
    @Test(arguments: [
        (["--count", "-5"], "--count must not be negative"),
        (["--count", "20000000"], "--count must be at most 10000000"),
        (["--count", "many"], "--count"),
        (["--seed", "-1"], "--seed"),
        (["snapshot", "--count", "-1"], "--count must not be negative"),
    ])
    func badAppOptionsPrintOneLineAndExitTwo(arguments: [String], message: String) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test func animationsOffByEnvironmentApplyUpdatesInOneFrame() throws {
        let animated = try BuiltBinary.run(["snapshot", "--size", "80x12", "--keys", "u"])
        let flag = try BuiltBinary.run(["snapshot", "--size", "80x12", "--keys", "u", "--no-animation"])
        let environment = try BuiltBinary.run(
            ["snapshot", "--size", "80x12", "--keys", "u"], environment: ["TESSERA_ANIMATIONS": "none"])
        let finished = try BuiltBinary.run(["snapshot", "--size", "80x12", "--keys", "u wait:400"])
        #expect(flag.status == 0 && environment.status == 0)
        #expect(environment.standardOutput == flag.standardOutput)
        #expect(flag.standardOutput == finished.standardOutput)
        #expect(
            animated.standardOutput != flag.standardOutput, "with animations the first frame is the start")
    }

    @Test func ansiSnapshotsKeepColoursAndOtherwiseMatchThePlainText() throws {
        let plain = try BuiltBinary.run(["snapshot", "--size", "60x8"])
        let ansi = try BuiltBinary.run(["snapshot", "--size", "60x8", "--ansi"])
        #expect(plain.status == 0 && ansi.status == 0)
        #expect(!plain.standardOutput.contains("\u{1B}"))
        #expect(
            ansi.standardOutput.contains("\u{1B}[0;1;38;5;231;48;5;24m Friends"), "the title bar's colours")
        let stripped = ansi.standardOutput.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        let trimmed = { (text: String) in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(trimmed(stripped) == trimmed(plain.standardOutput))
    }
}
