import CNcurses
import Canvas

/// Turns a `Style` into what ncurses draws with: attribute bits and a colour-pair number.
///
/// Colour pairs are allocated on first use and cached, so a frame costs one dictionary look-up per style.
/// The mapping is pure: the pair allocator is passed in, so tests run without a terminal.
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

    /// Which colours the terminal can show.
    let mode: ColorMode
    /// Whether -1 means the terminal's own colour (`use_default_colors()` succeeded). Without it, pair 0 is
    /// white on black and `.default` maps to those.
    let hasDefaultColors: Bool
    /// How many pairs the terminal has (`COLOR_PAIRS`), pair 0 included.
    let pairLimit: Int
    private var pairs: [ColorPair: Int32] = [:]

    /// A palette for a terminal with the given colour support.
    init(mode: ColorMode, hasDefaultColors: Bool, pairLimit: Int) {
        self.mode = mode
        self.hasDefaultColors = hasDefaultColors
        self.pairLimit = pairLimit
    }

    /// How to draw a style. `allocatePair(foreground, background)` creates a colour pair (ncurses'
    /// `alloc_pair`) and returns its number, or -1 when the terminal has no pair left; it is called at most
    /// once per colour combination.
    mutating func rendition(for style: Style, allocatePair: (Int32, Int32) -> Int32) -> Rendition {
        Rendition(attributes: attributes(for: style), pair: pair(for: style, allocatePair: allocatePair))
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

    /// The terminal colours of a style, or `nil` when the terminal shows no colour.
    func colorPair(for style: Style) -> ColorPair? {
        guard let foreground = terminalColor(style.foreground, isForeground: true),
            let background = terminalColor(style.background, isForeground: false)
        else { return nil }
        return ColorPair(foreground: foreground, background: background)
    }

    /// A colour as a terminal colour number, or `nil` when the terminal shows no colour.
    func terminalColor(_ color: Color, isForeground: Bool) -> Int32? {
        guard mode != .monochrome else { return nil }
        switch color {
        case .default:
            return hasDefaultColors ? -1 : isForeground ? Int32(COLOR_WHITE) : Int32(COLOR_BLACK)
        case .indexed(let index):
            return mode.terminalColor(index: index)
        }
    }

    private var defaultPair: ColorPair {
        hasDefaultColors
            ? ColorPair(foreground: -1, background: -1)
            : ColorPair(foreground: Int32(COLOR_WHITE), background: Int32(COLOR_BLACK))
    }

    private mutating func pair(for style: Style, allocatePair: (Int32, Int32) -> Int32) -> Int32 {
        guard let colors = colorPair(for: style), colors != defaultPair else { return 0 }
        if let pair = pairs[colors] { return pair }
        // Stop before the table is full: `alloc_pair` would then recycle the oldest pair, silently
        // recolouring cells already on screen that this cache still believes in.
        guard pairs.count + 1 < pairLimit else { return 0 }
        let allocated = allocatePair(colors.foreground, colors.background)
        let pair = allocated > 0 ? allocated : 0
        pairs[colors] = pair
        return pair
    }
}
