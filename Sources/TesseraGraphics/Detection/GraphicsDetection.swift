import TesseraImaging

/// What the terminal can show and how Tessera will draw pictures in it.
public struct GraphicsDetection: Equatable, Sendable {
    /// How pictures will be drawn.
    public let method: GraphicsMethod
    /// Why, in a few words, for logs and `docs/graphics.md`'s table.
    public let reason: String
    /// kitty's graphics query was answered `OK`.
    public let answersKittyGraphics: Bool
    /// The device attributes list 4 (sixel).
    public let advertisesSixel: Bool
    /// The terminal behind tmux, or the terminal itself, as XTVERSION named it.
    public let version: TerminalVersion?
    /// One cell's size in pixels: from `CSI 16 t`, else the text area (`CSI 14 t`) divided by the size in
    /// cells when that is known; `nil` when neither answered with a size within `PictureLimits.cellSides`.
    public let cellSize: PixelSize?
    /// `TMUX` is set: kitty commands must be wrapped in tmux's passthrough (`TmuxPassthrough`), which needs
    /// `allow-passthrough on` in tmux — something the answers cannot tell.
    public let insideTmux: Bool
    /// The status report came back, so every answer the terminal meant to give is in the bytes read.
    public let answeredInFull: Bool

    /// Judges the terminal from `replies` (the raw bytes read after `GraphicsQueries.startup`), the
    /// environment (`TMUX`, `TESSERA_GRAPHICS`) and the `--graphics` value, if any.
    ///
    /// `--graphics` wins over `TESSERA_GRAPHICS`, either over the answers; `auto` in either asks the answers.
    /// Left to the answers: kitty when the graphics query was answered `OK` and the version is one that
    /// draws placeholders (kitty ≥ 0.28, Ghostty — an `OK` alone does not prove it), else sixel when the
    /// device attributes list 4, else half blocks. `terminalCells` is the terminal's size in cells, to turn
    /// the text area's pixels into a cell size. Throws `GraphicsError.unknownGraphicsMode` for a bad value.
    public init(
        replies: [UInt8], environment: [String: String], option: String? = nil,
        terminalCells: (columns: Int, rows: Int)? = nil
    ) throws(GraphicsError) {
        let parsed = TerminalReplyParser.parse(replies)
        answersKittyGraphics = parsed.contains {
            if case .kittyGraphics(GraphicsQueries.kittyQueryID, "OK") = $0 { true } else { false }
        }
        advertisesSixel = parsed.contains {
            if case .deviceAttributes(let list) = $0 { list.contains(4) } else { false }
        }
        let versions = parsed.compactMap {
            if case .version(let text) = $0 { TerminalVersion(text) } else { nil }
        }
        version = versions.first { !$0.isTmux } ?? versions.first
        cellSize = Self.cellSize(parsed, terminalCells: terminalCells)
        insideTmux = TmuxPassthrough.isInsideTmux(environment: environment)
        answeredInFull = parsed.contains(.statusOK)

        let forced = try GraphicsMode.forced(option: option, environment: environment)
        if let forced, let method = GraphicsMethod(forced.mode) {
            (self.method, reason) = (method, forced.source)
        } else if answersKittyGraphics, version?.drawsKittyPlaceholders == true {
            (self.method, reason) = (.kitty, "kitty graphics query answered OK; version draws placeholders")
        } else if advertisesSixel {
            (self.method, reason) = (.sixel, "device attributes list 4 (sixel)")
        } else if !answeredInFull {
            (self.method, reason) = (.blocks, "no complete answer")
        } else {
            (self.method, reason) = (.blocks, "neither kitty placeholders nor sixel")
        }
    }

    /// The cell size from `CSI 16 t`, else from `CSI 14 t` and the size in cells; only sizes within
    /// `PictureLimits.cellSides` (a terminal may answer nonsense).
    private static func cellSize(_ replies: [TerminalReply], terminalCells: (columns: Int, rows: Int)?)
        -> PixelSize?
    {
        for case .cellPixels(let size) in replies {
            if let valid = PictureLimits.validCell(size) { return valid }
        }
        guard let cells = terminalCells else { return nil }
        for case .textAreaPixels(let area) in replies {
            if let cell = PictureLimits.cell(ofArea: area, cells: cells) { return cell }
        }
        return nil
    }
}

/// A way of drawing pictures in the terminal.
public enum GraphicsMethod: String, Sendable {
    /// kitty graphics: images uploaded with an id, shown by Unicode placeholder cells.
    case kitty
    /// Sixel images written over the cells.
    case sixel
    /// Half blocks (`▄`) in colour, two pixels per cell.
    case blocks

    /// The method a mode asks for; `nil` for `auto`.
    public init?(_ mode: GraphicsMode) {
        switch mode {
        case .auto: return nil
        case .kitty: self = .kitty
        case .sixel: self = .sixel
        case .blocks: self = .blocks
        }
    }
}
