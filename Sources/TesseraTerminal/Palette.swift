import CNcurses
import TesseraCanvas

/// Turns a `Style` into what ncurses draws with: attribute bits and a colour-pair number.
///
/// A style is first resolved at the drawing ``depth`` (`ColorDepth.resolve`: colours the terminal lacks
/// replaced, bold dropped on basic black), then its colours become terminal colour numbers for the
/// ``mode`` and share a pair from the ``PairTable``. The mapping is pure: pairs are made through a
/// ``PairAllocator``, so tests run without a terminal.
struct Palette {
    /// What ncurses draws a style with.
    struct Rendition: Equatable, Sendable {
        /// Bold, dim, reverse and underline bits (never colour bits).
        var attributes: attr_t
        /// The colour pair; 0 is the terminal's default colours.
        var pair: Int32
    }

    /// A foreground and background colour, as terminal colour numbers (-1 is the terminal's default).
    struct ColorPair: Hashable, Sendable {
        var foreground: Int32
        var background: Int32
    }

    /// How the terminal takes colours.
    let mode: ColorMode
    /// The colours styles are drawn with: at most what the ``mode`` shows.
    let depth: ColorDepth
    /// Whether -1 means the terminal's own colour (`use_default_colors()` succeeded). Without it, pair 0 is
    /// white on black and `.default` maps to those.
    let hasDefaultColors: Bool
    /// The pairs made so far.
    var pairs: PairTable

    /// A palette for a terminal in `mode` with `pairLimit` pairs (`COLOR_PAIRS`, pair 0 included), drawing
    /// at `depth` (at most the mode's).
    init(mode: ColorMode, depth: ColorDepth? = nil, hasDefaultColors: Bool, pairLimit: Int) {
        self.mode = mode
        self.depth = min(depth ?? mode.depth, mode.depth)
        self.hasDefaultColors = hasDefaultColors
        pairs = PairTable(capacity: pairLimit - 1)
    }

    /// How to draw a style.
    mutating func rendition(for style: Style, allocator: some PairAllocator) -> Rendition {
        let resolved = depth.resolve(style)
        return Rendition(
            attributes: attributes(for: resolved), pair: pair(for: resolved, allocator: allocator))
    }

    /// The attribute bits of a style, which every terminal shows whatever its colours.
    func attributes(for style: Style) -> attr_t {
        var attributes = TESSERA_A_NORMAL
        if style.bold { attributes |= TESSERA_A_BOLD }
        if style.dim { attributes |= TESSERA_A_DIM }
        if style.reverse { attributes |= TESSERA_A_REVERSE }
        if style.underline { attributes |= TESSERA_A_UNDERLINE }
        return attributes
    }

    /// The terminal colours of a resolved style, or `nil` when the terminal shows no colour.
    func colorPair(for style: Style) -> ColorPair? {
        guard let foreground = terminalColor(style.foreground, isForeground: true),
            let background = terminalColor(style.background, isForeground: false)
        else { return nil }
        return ColorPair(foreground: foreground, background: background)
    }

    /// A resolved colour as a terminal colour number, or `nil` when the terminal shows no colour.
    func terminalColor(_ color: Color, isForeground: Bool) -> Int32? {
        guard mode != .monochrome, depth != .monochrome else { return nil }
        guard color != .default else {
            return hasDefaultColors ? -1 : isForeground ? Int32(COLOR_WHITE) : Int32(COLOR_BLACK)
        }
        return mode.terminalColor(color)
    }

    private var defaultPair: ColorPair {
        hasDefaultColors
            ? ColorPair(foreground: -1, background: -1)
            : ColorPair(foreground: Int32(COLOR_WHITE), background: Int32(COLOR_BLACK))
    }

    private mutating func pair(for style: Style, allocator: some PairAllocator) -> Int32 {
        guard let colors = colorPair(for: style), colors != defaultPair else { return 0 }
        return pairs.pair(for: colors, allocator: allocator)
    }
}

/// ncurses' pairs, defined with `init_extended_pair`.
struct NcursesPairs: PairAllocator {
    func define(_ number: Int32, _ foreground: Int32, _ background: Int32) -> Bool {
        init_extended_pair(number, foreground, background) == OK
    }
}
