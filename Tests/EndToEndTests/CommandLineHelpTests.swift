import TesseraGallery
import Testing

/// `tessera --help`, `--version` and the hint every error ends with, on the built binary.
@Suite struct CommandLineHelpTests {
    /// Every key table the app has, as the help must list it.
    static let tables: [[KeyBinding]] = [
        KeyBindings.common, KeyBindings.friends, KeyBindings.feed, [KeyBindings.openAlbum],
        [KeyBindings.viewPhoto], KeyBindings.viewer,
    ]

    @Test(arguments: [["--help"], ["-h"], ["help"], ["browse", "--help"]])
    func helpShowsHowToStartTheAppItsOptionsAndItsKeys(_ arguments: [String]) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let text = run.standardOutput
        for option in [
            "<path>", "--count <count>", "--seed <seed>", "--no-animation", "--no-cache", "--colors <colors>",
            "--dither <dither>", "--version",
        ] {
            #expect(text.contains("  \(option)"), "lists \(option)")
        }
        #expect(text.contains("USAGE: tessera [<path>]"))
        #expect(text.contains("  layout ") && text.contains("  snapshot "), "the other commands")
        let lines = text.split(separator: "\n").map(String.init)
        for binding in Self.tables.joined() {
            #expect(
                lines.contains {
                    $0.hasPrefix("  ") && $0.contains(binding.label) && $0.hasSuffix(binding.help)
                },
                "lists \(binding.label): \(binding.help)")
        }
        #expect(lines.contains("MOUSE:"))
        #expect(lines.contains { $0.contains("wheel") && $0.contains("Scroll") })
        #expect(lines.allSatisfy { $0.count <= 80 }, "fits an 80-column terminal")
    }

    @Test func versionPrintsOneLineAndExitsZero() throws {
        let run = try BuiltBinary.run(["--version"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[a-z0-9.]+)?\n/) != nil)
        #expect(run.standardError.isEmpty)
        #expect(try BuiltBinary.run(["browse", "--version"]).standardOutput == run.standardOutput)
    }

    @Test(arguments: [
        (["--count", "-5"], "tessera: --count must not be negative (got -5) — see `tessera --help`"),
        (
            ["--colour", "8"],
            "tessera: Unknown option '--colour'. Did you mean '--colors'? — see `tessera --help`"
        ),
        (["--seed", "x"], "tessera: The value 'x' is invalid for '--seed <seed>' — see `tessera --help`"),
        (["a", "b"], "tessera: Unexpected argument 'b' — see `tessera --help`"),
        (
            ["snapshot", "--size", "0x0"],
            "tessera: --size must be COLUMNSxROWS between 1x1 and 2000x2000, not '0x0' — see `tessera snapshot --help`"
        ),
        (
            ["layout", "disc", "--width", "1", "--height", "1", "--count", "1"],
            "tessera: The value 'disc' is invalid for '<kind>'. Please provide one of 'flow', 'column', 'mosaic', 'grid' or 'staggered' — see `tessera layout --help`"
        ),
    ])
    func usageErrorsEndWithWhereToReadTheUsage(_ arguments: [String], _ message: String) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == message + "\n")
    }
}
