import ArgumentParser
import TesseraGallery
import TesseraGraphics
import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera` (no sub-command): the interactive app.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse a folder of photos, or the generated friends and their feeds (the default).",
        usage: Tessera.usage,
        discussion: Tessera.discussion,
        version: TesseraVersion.current)

    @OptionGroup var app: AppOptions

    @Flag(
        help: ArgumentHelp(
            "Pick photos for a pipeline: draw on the terminal, print the picked paths on Enter (exit 0); q or Esc cancels (exit 130). PATH - reads a list of files from standard input."
        ))
    var pick = false

    @Flag(
        name: [.customLong("print0"), .customShort("0")],
        help: "With --pick: paths end with NUL instead of a newline, and a list on standard input is read so."
    )
    var print0 = false

    /// Runs the app on the main actor (the terminal session's), where `main.swift` called the command.
    func run() throws {
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        if pick { try PickCommand.run(app: app, nulSeparated: print0) }
        var options = try app.galleryOptions()
        var typedAhead: [UInt8] = []
        // Only photos are drawn in real pixels: the generated demo asks the terminal nothing.
        if options.photos != nil {
            let graphics = try GraphicsStartup.choose(
                option: app.graphics, cellSize: app.cellPixelSize, environment: app.graphicsEnvironment,
                window: TerminalQuery.windowSize(),
                ask: { query in
                    // Only a terminal can answer; the session's start reports anything else.
                    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return [] }
                    return TerminalQuery.ask(query, endingWith: GraphicsStartup.endOfAnswers)
                })
            options.graphics = graphics.method
            options.cellPixelSize = graphics.cellSize
            typedAhead = graphics.typedAhead
        }
        do {
            try TerminalApp.run(
                options: options,
                insideTmux: TmuxPassthrough.isInsideTmux(environment: app.graphicsEnvironment),
                typedAhead: typedAhead)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
