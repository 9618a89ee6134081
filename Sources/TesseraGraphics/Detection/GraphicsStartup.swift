import TesseraImaging

/// How pictures are drawn in a run, decided at start-up from `--graphics`, `TESSERA_GRAPHICS`,
/// `--cell-size` and the terminal's answers.
public struct GraphicsStartup: Equatable, Sendable {
    /// The drawing method.
    public var method: GraphicsMethod
    /// The size of a cell in pixels.
    public var cellSize: PixelSize
    /// Why the method was chosen.
    public var reason: String
    /// What arrived among the answers that was not one (keys typed meanwhile), for the app to read.
    public var typedAhead: [UInt8] = []

    /// The answer that marks the end of the terminal's replies (`ESC [ 0 n`, the answer to the last query).
    public static let endOfAnswers: [UInt8] = Array("\u{1B}[0n".utf8)
    /// The cell size assumed when nothing tells it: 10 × 20 pixels.
    public static let defaultCellSize = PixelSize(width: 10, height: 20)

    /// Decides: a forced `blocks`, or a forced method with `--cell-size`, asks the terminal nothing; otherwise the start-up queries are sent with
    /// `ask` (which returns the bytes read back within a bounded time) and ``GraphicsDetection`` judges
    /// them. The cell size is `--cell-size`, else the terminal's answer (`CSI 16 t`, `CSI 14 t`), else the
    /// window's pixel size from the kernel (`window`: cells and pixels, as `TIOCGWINSZ` gives them), else
    /// ``defaultCellSize``. Each is used only within `PictureLimits.cellSides`: a size outside them, from
    /// any of the four, is passed over for the next.
    ///
    /// - Throws: `GraphicsError.unknownGraphicsMode` for a bad `--graphics` or `TESSERA_GRAPHICS`.
    public static func choose(
        option: String?, cellSize: PixelSize?, environment: [String: String],
        window: (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int)?,
        ask: ([UInt8]) -> [UInt8]
    ) throws(GraphicsError) -> GraphicsStartup {
        let cellSize = cellSize.flatMap(PictureLimits.validCell)
        let forced = try forcedMode(option: option, environment: environment)
        if let forced, let method = GraphicsMethod(forced), method == .blocks || cellSize != nil {
            return GraphicsStartup(
                method: method, cellSize: cellSize ?? defaultCellSize, reason: "forced")
        }
        let replies = ask(
            GraphicsQueries.startup(
                insideTmux: TmuxPassthrough.isInsideTmux(environment: environment),
                asksKitty: GraphicsQueries.asksKitty(environment: environment)))
        let detection = try GraphicsDetection(
            replies: replies, environment: environment, option: option,
            terminalCells: window.map { ($0.columns, $0.rows) })
        let size =
            cellSize ?? detection.cellSize ?? window.flatMap(cellSize(ofWindow:))
            ?? defaultCellSize
        return GraphicsStartup(
            method: detection.method, cellSize: size, reason: detection.reason,
            typedAhead: TerminalReplyParser.split(replies).others)
    }

    /// The mode `--graphics`, else `TESSERA_GRAPHICS`, asks for; `nil` when neither is given.
    public static func forcedMode(option: String?, environment: [String: String]) throws(GraphicsError)
        -> GraphicsMode?
    {
        try GraphicsMode.forced(option: option, environment: environment)?.mode
    }

    /// The cell size from the kernel's window size in pixels, when the terminal filled it in with one
    /// within `PictureLimits.cellSides`.
    private static func cellSize(
        ofWindow window: (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int)
    )
        -> PixelSize?
    {
        PictureLimits.cell(
            ofArea: PixelSize(width: window.pixelWidth, height: window.pixelHeight),
            cells: (window.columns, window.rows))
    }
}
