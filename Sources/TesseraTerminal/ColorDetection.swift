import TesseraCanvas

/// What the terminal database says about one entry's colours.
struct TerminfoColors: Equatable, Sendable {
    /// Colour numbers are `0xRRGGBB` values: the entry has the `RGB` capability (`xterm-direct`).
    var isDirect: Bool
    /// The entry has tmux's `Tc` flag: the terminal takes 24-bit colours, though the entry does not say how.
    var hasTrueColorFlag: Bool
}

/// Decides, from the environment and the terminal database, which terminfo entry to open and how many
/// colours to use. Pure: the database is asked through a function, so every rule is tested without one.
enum ColorDetection {
    /// The `COLORTERM` values that announce 24-bit colour.
    static let trueColorAnnouncements: Set<String> = ["truecolor", "24bit"]

    /// The entry to open for `TERM` = `terminalType`.
    ///
    /// `TERM` itself, unless 24-bit colour is wanted and `TERM` cannot send it while its family's direct
    /// entry can: then that entry (`xterm-256color` → `xterm-direct`, `tmux-256color` → `tmux-direct`).
    /// 24-bit colour is wanted when `requested` is ``ColorDepth/truecolor``, or when nothing is requested
    /// (`--colors auto`) and `COLORTERM` is `truecolor` or `24bit` or `TERM`'s entry has the `Tc` flag.
    ///
    /// - Parameter lookUp: What the terminal database says about an entry, `nil` when it has none.
    static func entry(
        terminalType: String, colorTerm: String?, requested: ColorDepth?,
        lookUp: (String) -> TerminfoColors?
    ) -> String {
        guard requested == nil || requested == .truecolor, let own = lookUp(terminalType), !own.isDirect
        else {
            return terminalType
        }
        let announced = colorTerm.map { trueColorAnnouncements.contains($0.lowercased()) } ?? false
        guard requested == .truecolor || announced || own.hasTrueColorFlag else { return terminalType }
        let direct = directEntry(for: terminalType)
        return lookUp(direct)?.isDirect == true ? direct : terminalType
    }

    /// The direct-colour entry of `terminalType`'s family: its name up to the first `-`, then `-direct`.
    static func directEntry(for terminalType: String) -> String {
        let family = terminalType.split(separator: "-", maxSplits: 1).first.map(String.init) ?? terminalType
        return family + "-direct"
    }

    /// The direct entries of terminals that show 24-bit colour whatever `TERM` says, which Debian ships in
    /// `ncurses-term`.
    static let familiesWithTrueColor: Set<String> = ["xterm-direct", "tmux-direct"]

    /// What to tell the person once about getting true colour, when the session draws with only 8, 16 or
    /// 256 colours although they did not ask for fewer (`--colors`, `NO_COLOR`); `nil` otherwise.
    ///
    /// When the family's direct entry is missing (xterm started with `-tn xterm-direct` on a machine
    /// without it falls back to plain `xterm` by itself), the hint names the package that has it;
    /// otherwise the two ways to ask for true colour.
    static func trueColorHint(
        terminalType: String, requested: ColorDepth?, depth: ColorDepth, lookUp: (String) -> TerminfoColors?
    ) -> String? {
        guard depth != .monochrome, depth < .truecolor, requested == nil || requested == .truecolor else {
            return nil
        }
        let direct = directEntry(for: terminalType)
        let colors = "\(depth.rawValue) colours"
        guard lookUp(direct)?.isDirect == true else {
            // Only where the terminal surely has true colour: not the Linux console, nor `screen`.
            guard familiesWithTrueColor.contains(direct) else { return nil }
            return "\(colors) · true colour needs \(direct) (Debian: ncurses-term)"
        }
        return "\(colors) · true colour: COLORTERM=truecolor or --colors truecolor"
    }

    /// The depth to draw at on a terminal that can show `capability`: what `requested` asks for
    /// (`--colors`, which overrides `NO_COLOR`), else all the terminal has unless `NO_COLOR` is set and
    /// non-empty (no-color.org); never more than the terminal has.
    static func depth(requested: ColorDepth?, noColor: String?, capability: ColorDepth) -> ColorDepth {
        let wanted = requested ?? (noColor?.isEmpty ?? true ? .truecolor : .monochrome)
        return min(wanted, capability)
    }
}
