import ArgumentParser
import TesseraGallery

/// `tessera snapshot`: runs the app headless, feeds it keys and prints the final screen.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Run the app without a terminal and print the final screen as text.")

    @Option(parsing: .unconditional, help: "The terminal size, COLUMNSxROWS.")
    var size: String = "100x30"

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Keys to press, e.g. \"down down enter pgdn wait:150\" (at most once).", valueName: "keys"))
    var keys: [String] = []

    @Option(
        name: .customLong("keys-file"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A file of keys to press, as for --keys (words separated by spaces or lines); - reads standard input.",
            valueName: "file"))
    var keysFiles: [String] = []

    @Flag(help: "Keep colours and attributes as ANSI escape sequences.")
    var ansi = false

    @OptionGroup var app: AppOptions

    func validate() throws {
        guard TerminalSize(size) != nil else {
            throw ValidationError(
                "--size must be COLUMNSxROWS between 1x1 and \(TerminalSize.maximum)x\(TerminalSize.maximum), not '\(size)'"
            )
        }
        guard keys.count + keysFiles.count <= 1 else {
            throw ValidationError(
                "give one key script: --keys or --keys-file, once (got \(keys.count) --keys and \(keysFiles.count) --keys-file)"
            )
        }
        if let script = keys.first {
            do { _ = try KeyScript.parse(script) } catch { throw ValidationError(error.description) }
        }
    }

    /// Runs the headless app on the main actor, where `main.swift` called the command.
    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        guard let size = TerminalSize(size) else { return }
        let steps = try script()
        let options = try app.galleryOptions()
        let canvas = Snapshot.run(size: size, steps: steps, options: options)
        print(
            ansi ? canvas.ansiText(colors: options.pictureRendering.colors) : canvas.plainText, terminator: ""
        )
    }

    /// The steps of the one key script given, from `--keys` or `--keys-file`; none without either.
    private func script() throws -> [ScriptStep] {
        if let path = keysFiles.first {
            let text = try KeyScriptFile.read(path)
            do { return try KeyScript.parse(text) } catch {
                throw ValidationError(
                    "cannot read key '\(error.word)' in --keys-file \(path): \(error.reason)")
            }
        }
        return try KeyScript.parse(keys.first ?? "")
    }
}
