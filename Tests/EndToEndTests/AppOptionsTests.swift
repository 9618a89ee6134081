import Testing

/// The app's own options, checked on the built binary before any terminal is needed.
@Suite struct AppOptionsTests {
    @Test(arguments: [
        (["--count", "-5"], "--count must not be negative"),
        (["--count", "20000000"], "--count must be at most 10000000"),
        (["--count", "many"], "--count"),
        (["--seed", "-1"], "--seed"),
        (["snapshot", "--count", "-1"], "--count must not be negative"),
        (["--graphics", "pixels"], "unknown graphics mode 'pixels' (expected auto, kitty, sixel or blocks)"),
        (["snapshot", "--graphics", "x"], "unknown graphics mode 'x'"),
        (["--cell-size", "0x20"], "--cell-size must be WIDTHxHEIGHT in pixels"),
        (["snapshot", "--cell-size", "10"], "--cell-size must be WIDTHxHEIGHT in pixels"),
        (["--slideshow-interval", "0"], "--slideshow-interval takes seconds from 0.1 to 86400"),
        (["snapshot", "--slideshow-interval", "-3"], "--slideshow-interval takes seconds"),
        (["--slideshow-interval", "5s"], "(got '5s')"),
        (["--slideshow-interval", "nan"], "--slideshow-interval takes seconds"),
    ])
    func badAppOptionsPrintOneLineAndExitTwo(arguments: [String], message: String) throws {
        let run = try BuiltBinary.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test func aBadGraphicsModeInTheEnvironmentIsAnErrorUnlessTheOptionOverridesIt() throws {
        let bad = try BuiltBinary.run(
            ["snapshot", "--size", "40x8"], environment: ["TESSERA_GRAPHICS": "pixels"])
        #expect(bad.status == 2)
        #expect(bad.standardError.split(separator: "\n").count == 1)
        #expect(bad.standardError.contains("unknown graphics mode 'pixels'"), "\(bad.standardError)")
        let overridden = try BuiltBinary.run(
            ["snapshot", "--size", "40x8", "--graphics", "blocks"],
            environment: ["TESSERA_GRAPHICS": "pixels"])
        #expect(overridden.status == 0)
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

/// `snapshot --colors`: the same screen at each colour depth, as its `--ansi` output shows it.
@Suite struct SnapshotColorsTests {
    /// The SGR parameter lists of an ANSI dump.
    private func parameters(_ text: String) -> [String] {
        text.matches(of: /\x{1B}\[([0-9;]*)m/).map { String($0.1) }
    }

    private func snapshot(_ arguments: [String]) throws -> String {
        let run = try BuiltBinary.run(
            ["snapshot", "--size", "60x14", "--keys", "enter", "--ansi"] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        return run.standardOutput
    }

    @Test func autoIsTwoHundredFiftySixColoursAndTheDefault() throws {
        let plain = try snapshot([])
        #expect(try snapshot(["--colors", "auto"]) == plain)
        #expect(try snapshot(["--colors", "256"]) == plain)
        #expect(plain.contains("\u{1B}[0;1;38;5;231;48;5;24m"), "the title bar")
        #expect(!plain.contains(";38;2;"))
    }

    @Test func trueColourPaintsPicturesInTwentyFourBitsAndKeepsThemeColours() throws {
        let text = try snapshot(["--colors", "truecolor"])
        #expect(text.contains(";38;2;") && text.contains(";48;2;"), "picture pixels")
        #expect(text.contains("\u{1B}[0;1;38;5;231;48;5;24m"), "the title bar is still a palette colour")
    }

    @Test(arguments: [("16", 16), ("8", 8)])
    func basicColourDepthsUseOnlyTheirSGRCodes(colors: String, count: Int) throws {
        let text = try snapshot(["--colors", colors])
        var codes: [Int] = [0, 1, 2, 4, 7] + Array(30...37) + Array(40...47)
        if count == 16 { codes += Array(90...97) + Array(100...107) }
        let allowed = Set(codes.map { String($0) })
        for list in parameters(text) {
            for code in list.split(separator: ";").map(String.init) {
                #expect(allowed.contains(code), "code \(code) in \(list) at \(colors) colours")
            }
        }
        #expect(text.contains("▄"), "pictures stay half blocks in colour")
    }

    @Test func noneKeepsAttributesAndShadesThePictures() throws {
        let text = try snapshot(["--colors", "none"])
        for list in parameters(text) {
            #expect(
                list.split(separator: ";").allSatisfy { ["0", "1", "2", "4", "7"].contains($0) }, "\(list)")
        }
        #expect(!text.contains("▄"))
        #expect(text.contains("▒") || text.contains("▓") || text.contains("░"), "the pictures are shaded")
        #expect(text.contains("\u{1B}[0;1m"), "bold text keeps its bold")
    }

    @Test func ditheringChangesPicturesButNotText() throws {
        let plain = try snapshot([])
        for dither in ["ordered", "diffusion"] {
            let dithered = try snapshot(["--dither", dither])
            #expect(dithered != plain, "\(dither)")
            let strip = { (text: String) in text.replacing(/\x{1B}\[[0-9;]*m/, with: "") }
            #expect(strip(dithered) == strip(plain), "\(dither)")
        }
    }

    /// `snapshot --symbols quadrant|sextant`: the Feed's pictures in the finer blocks, everything else as
    /// in half blocks.
    @Test func finerSymbolsDrawPicturesInTheirBlocksAndLeaveTextAlone() throws {
        func screen(_ arguments: [String]) throws -> [String] {
            let run = try BuiltBinary.run(["snapshot", "--size", "60x14", "--keys", "enter"] + arguments)
            #expect(run.status == 0, "\(run.standardError)")
            return run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        }
        let half = try screen([])
        let quadrant = try screen(["--symbols", "quadrant"])
        let sextant = try screen(["--symbols", "sextant"])
        for lines in [quadrant, sextant] {
            #expect(lines.first == half.first, "the title bar")
            #expect(lines.last == half.last, "the status line")
        }
        let blocks = { (lines: [String]) in
            Set(
                lines.joined().unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }.map(
                    Character.init))
        }
        let quadrants = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
        #expect(blocks(quadrant).isSubset(of: quadrants), "\(blocks(quadrant))")
        #expect(blocks(quadrant).subtracting(["▀", "▄", "█"]).count >= 4, "shapes other than halves")
        let sextants = Set(sextant.joined().unicodeScalars.filter { (0x1FB00...0x1FB3B).contains($0.value) })
        #expect(sextants.count >= 6, "sextant shapes")
        #expect(blocks(sextant).isSubset(of: ["▌", "▐", "█"]), "\(blocks(sextant))")
    }

    @Test(arguments: [
        ["--colors", "12"], ["--colors", "true"], ["--dither", "random"], ["--symbols", "braille"],
    ])
    func badColourOptionsPrintOneLineAndExitTwo(arguments: [String]) throws {
        let run = try BuiltBinary.run(["snapshot"] + arguments)
        #expect(run.status == 2)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.contains(arguments[0]), "\(run.standardError)")
    }
}
