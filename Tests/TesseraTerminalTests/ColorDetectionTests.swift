import TesseraCanvas
import Testing

@testable import TesseraTerminal

@Suite struct ColorDetectionTests {
    /// A terminal database with the usual xterm and tmux entries and a custom one with `Tc`.
    private func lookUp(_ name: String) -> TerminfoColors? {
        switch name {
        case "xterm-direct", "tmux-direct": TerminfoColors(isDirect: true, hasTrueColorFlag: false)
        case "xterm", "xterm-256color", "tmux-256color", "screen-256color", "linux":
            TerminfoColors(isDirect: false, hasTrueColorFlag: false)
        case "tmux-tc": TerminfoColors(isDirect: false, hasTrueColorFlag: true)
        default: nil
        }
    }

    private func entry(_ term: String, colorTerm: String? = nil, requested: ColorDepth? = nil) -> String {
        ColorDetection.entry(terminalType: term, colorTerm: colorTerm, requested: requested, lookUp: lookUp)
    }

    @Test func trueColourAnnouncedByColortermOpensTheDirectEntry() {
        #expect(entry("xterm-256color", colorTerm: "truecolor") == "xterm-direct")
        #expect(entry("xterm-256color", colorTerm: "24bit") == "xterm-direct")
        #expect(entry("xterm", colorTerm: "truecolor") == "xterm-direct")
        #expect(entry("tmux-256color", colorTerm: "truecolor") == "tmux-direct")
        #expect(entry("xterm-256color", colorTerm: "TrueColor") == "xterm-direct")
    }

    @Test func withoutAnAnnouncementTheEntryIsTerm() {
        #expect(entry("xterm-256color") == "xterm-256color")
        #expect(entry("xterm-256color", colorTerm: "yes") == "xterm-256color")
        #expect(entry("xterm-direct") == "xterm-direct")
    }

    @Test func theTcFlagAnnouncesTrueColourToo() {
        #expect(ColorDetection.directEntry(for: "tmux-tc") == "tmux-direct")
        #expect(entry("tmux-tc") == "tmux-direct")
    }

    @Test func aFamilyWithoutADirectEntryKeepsTerm() {
        #expect(entry("screen-256color", colorTerm: "truecolor") == "screen-256color")
        #expect(entry("linux", colorTerm: "truecolor") == "linux")
        #expect(entry("unknown-thing", colorTerm: "truecolor") == "unknown-thing", "newterm reports it")
    }

    @Test func theColoursOptionOverridesColorterm() {
        #expect(entry("xterm-256color", requested: .truecolor) == "xterm-direct")
        #expect(entry("xterm-256color", colorTerm: "truecolor", requested: .colors256) == "xterm-256color")
        #expect(
            entry("xterm-direct", requested: .colors256) == "xterm-direct",
            "a direct entry shows palettes too")
    }

    @Test func theDepthIsWhatIsAskedForWithinWhatTheTerminalShows() {
        #expect(ColorDetection.depth(requested: nil, noColor: nil, capability: .truecolor) == .truecolor)
        #expect(ColorDetection.depth(requested: nil, noColor: nil, capability: .colors256) == .colors256)
        #expect(ColorDetection.depth(requested: nil, noColor: "1", capability: .colors256) == .monochrome)
        #expect(ColorDetection.depth(requested: nil, noColor: "", capability: .colors256) == .colors256)
        #expect(ColorDetection.depth(requested: .colors16, noColor: "1", capability: .colors256) == .colors16)
        #expect(
            ColorDetection.depth(requested: .truecolor, noColor: nil, capability: .colors256) == .colors256)
        #expect(
            ColorDetection.depth(requested: .monochrome, noColor: nil, capability: .truecolor) == .monochrome)
        #expect(
            ColorDetection.depth(requested: .colors8, noColor: nil, capability: .monochrome) == .monochrome)
    }

    private func hint(_ term: String, requested: ColorDepth? = nil, depth: ColorDepth) -> String? {
        ColorDetection.trueColorHint(terminalType: term, requested: requested, depth: depth, lookUp: lookUp)
    }

    /// 256 colours when nothing said true colour: how to ask for it, once.
    @Test func fewerColoursThanTheTerminalCouldShowAreExplained() {
        #expect(
            hint("xterm-256color", depth: .colors256)
                == "256 colours · true colour: COLORTERM=truecolor or --colors truecolor")
        #expect(
            hint("tmux-256color", depth: .colors8)
                == "8 colours · true colour: COLORTERM=truecolor or --colors truecolor")
    }

    /// xterm started with `-tn xterm-direct` on a machine without the entry falls back to `xterm` by
    /// itself: the hint names the package that has the entry.
    @Test func aMissingDirectEntryNamesItsPackage() {
        let missing: (String) -> TerminfoColors? = { $0.hasSuffix("-direct") ? nil : self.lookUp($0) }
        #expect(
            ColorDetection.trueColorHint(
                terminalType: "xterm", requested: .truecolor, depth: .colors8, lookUp: missing)
                == "8 colours · true colour needs xterm-direct (Debian: ncurses-term)")
    }

    /// Nothing to say with true colour, with fewer colours asked for, without colours, or where the
    /// terminal may have no true colour at all (the Linux console, `screen`).
    @Test func noHintWhereThereIsNothingToGain() {
        #expect(hint("xterm-direct", depth: .truecolor) == nil)
        #expect(hint("xterm-256color", requested: .colors256, depth: .colors256) == nil)
        #expect(hint("xterm-256color", depth: .monochrome) == nil)
        #expect(hint("linux", depth: .colors8) == nil)
        #expect(hint("screen-256color", depth: .colors256) == nil)
    }
}
