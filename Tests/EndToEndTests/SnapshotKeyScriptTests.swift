import Foundation
import ImagingTestSupport
import Testing

/// `snapshot --keys-file`: key scripts from a file or standard input, one script per run, and sizes that
/// look like options.
@Suite struct SnapshotKeyScriptTests {
    /// The test's own folder, removed when the test ends.
    let folder = TemporaryDirectory()

    /// A new file in the test's folder holding `text`.
    func temporaryFile(_ text: String) throws -> String {
        folder.write(Array(text.utf8), to: "keys-\(UUID()).txt").string
    }

    @Test func aKeysFileLeadsWhereTheSameKeysLead() throws {
        let file = try temporaryFile("down\ndown  right\n\tenter esc G\n")
        let fromFile = try BuiltBinary.run(["snapshot", "--size", "60x20", "--keys-file", file])
        let fromArgument = try BuiltBinary.run([
            "snapshot", "--size", "60x20", "--keys", "down down right enter esc G",
        ])
        #expect(fromFile.status == 0, "stderr: \(fromFile.standardError)")
        #expect(fromFile.standardOutput == fromArgument.standardOutput)
        #expect(fromFile.standardOutput.contains(" 40 of 40"), "\(fromFile.standardOutput)")
    }

    @Test func aDashReadsTheScriptFromStandardInput() throws {
        let file = try temporaryFile("G")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltBinary.path)
        process.arguments = ["snapshot", "--size", "60x20", "--keys-file", "-"]
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == (try BuiltBinary.run(["snapshot", "--size", "60x20", "--keys", "G"])).standardOutput)
    }

    @Test func aLongScriptRunsToTheEnd() throws {
        // 5,000 keys, far beyond what fits comfortably in one argument; the long version is `make soak`.
        let script = Array(repeating: "down right pgdn up left", count: 1_000).joined(separator: "\n") + "\nG"
        let run = try BuiltBinary.run([
            "snapshot", "--size", "60x20", "--keys-file", try temporaryFile(script),
        ])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardOutput.contains(" 40 of 40"), "\(run.standardOutput)")
    }

    @Test(arguments: [
        (["--keys", "G", "--keys", "g"], "give one key script"),
        (["--keys", "G", "--keys-file", "/dev/null"], "give one key script"),
        (["--keys-file", "/dev/null", "--keys-file", "/dev/null"], "give one key script"),
        (["--keys-file", "/nonexistent/keys.txt"], "--keys-file cannot read '/nonexistent/keys.txt'"),
        (["--keys-file", "/dev/zero"], "--keys-file '/dev/zero' is over the limit of 16 MiB"),
        (["--size", "-5x10"], "--size must be COLUMNSxROWS between 1x1 and 2000x2000, not '-5x10'"),
        (["--size=-5x10"], "not '-5x10'"),
    ])
    func badScriptsAndSizesPrintOneLineNamingTheProblem(arguments: [String], named: String) throws {
        NoTerminalTests().expectOneLineError(try BuiltBinary.run(["snapshot"] + arguments), naming: named)
    }

    @Test func aBadKeyInAFileNamesTheFileAndTheWord() throws {
        let file = try temporaryFile("down\nnosuchkey\n")
        NoTerminalTests().expectOneLineError(
            try BuiltBinary.run(["snapshot", "--keys-file", file]),
            naming: "cannot read key 'nosuchkey' in --keys-file \(file): not a key name")
    }
}
