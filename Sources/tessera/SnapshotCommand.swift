import ArgumentParser
import Gallery

/// `tessera snapshot`: runs the app headless, feeds it keys and prints the final screen.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Run the app without a terminal and print the final screen as text.")

    @Option(help: "The terminal size, COLUMNSxROWS.")
    var size: String = "100x30"

    @Option(help: "Keys to press, e.g. \"down down enter pgdn wait:150\".")
    var keys: String = ""

    @Flag(help: "Keep colours and attributes as ANSI escape sequences.")
    var ansi = false

    @OptionGroup var app: AppOptions

    func validate() throws {
        guard TerminalSize(size) != nil else {
            throw ValidationError(
                "--size must be COLUMNSxROWS between 1x1 and \(TerminalSize.maximum)x\(TerminalSize.maximum), not '\(size)'"
            )
        }
        do { _ = try KeyScript.parse(keys) } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        guard let size = TerminalSize(size) else { return }
        let steps = try KeyScript.parse(keys)
        let options = try app.galleryOptions()
        let canvas = Snapshot.run(size: size, steps: steps, options: options)
        print(
            ansi ? canvas.ansiText(colors: options.pictureRendering.colors) : canvas.plainText, terminator: ""
        )
    }
}
