import CNcurses
import TesseraCanvas

/// Copies canvases into an ncurses window, writing only the cells that changed since the last frame.
///
/// It keeps the last presented canvas (the session's one previous frame) and writes what
/// ``Canvas/changes(since:)`` reports: the work per frame beyond one comparison per cell is proportional
/// to what changed, and ncurses then sends the terminal only the difference. It also tells the palette's
/// ``PairTable`` which pair every cell on screen uses, so pairs still shown are recycled last.
struct FramePresenter {
    /// The most pairs one frame may recycle one by one. ncurses scans the whole screen for every pair it
    /// redefines (two scans per recycled pair); past this many, freeing all pairs and repainting the
    /// frame is cheaper (a page of photos in true colour needs thousands of new pairs).
    static let recycledPairsPerFrame = 256

    /// Maps styles to attributes and colour pairs.
    var palette: Palette
    /// The canvas last presented, as large as the window was; `nil` before the first frame and after
    /// ``invalidate()``.
    private(set) var previous: Canvas?
    /// The pair of each presented cell, for counting which pairs are on screen.
    private var presentedPairs: [Int32] = []
    /// A NUL-terminated wide string for `setcchar`, reused for every cell.
    private var text = [wchar_t](repeating: 0, count: Int(TESSERA_CCHARW_MAX) + 1)
    private var lastStyle: Style?
    /// ``PairTable/evictions`` when ``lastRendition`` was looked up.
    private var renditionEvictions = 0
    private var lastRendition = Palette.Rendition(attributes: TESSERA_A_NORMAL, pair: 0)

    /// A presenter that has presented nothing yet.
    init(palette: Palette) {
        self.palette = palette
    }

    /// Forgets the last frame, so the next one writes every cell.
    mutating func invalidate() {
        previous = nil
        lastStyle = nil
    }

    /// Writes into `window` the cells of `canvas` that differ from the last frame; cells of the window
    /// outside the canvas are blank, cells of the canvas outside the window are not shown. Does not
    /// refresh the terminal. Returns the number of cells written.
    ///
    /// Pairs come from `allocator`; when the frame would recycle more than ``recycledPairsPerFrame`` of
    /// them, `repaintAll` is called (which must make the next update repaint the whole screen, so ncurses
    /// need not look for the cells of each redefined pair), the pair table starts afresh, and the whole
    /// frame is written again.
    @discardableResult
    mutating func present(
        _ canvas: Canvas, to window: UnsafeMutablePointer<WINDOW>, allocator: some PairAllocator,
        repaintAll: () -> Void
    ) -> Int {
        let columns = Int(tessera_getmaxx(window))
        let rows = Int(tessera_getmaxy(window))
        guard columns > 0, rows > 0 else { return 0 }
        let frame = Self.fitted(canvas, columns: columns, rows: rows)
        if presentedPairs.count != columns * rows {
            for pair in presentedPairs { palette.pairs.release(pair) }
            presentedPairs = Array(repeating: 0, count: columns * rows)
            previous = nil
        }
        palette.pairs.resetEvictions()
        lastStyle = nil
        if let written = write(frame, to: window, allocator: allocator) {
            previous = frame
            return written
        }
        repaintAll()
        palette.pairs.removeAll()
        // The table is empty: no cell holds a pair any more.
        presentedPairs = Array(repeating: 0, count: columns * rows)
        invalidate()
        let written = write(frame, to: window, allocator: allocator, evictionLimit: .max) ?? 0
        previous = frame
        return written
    }

    /// `canvas` cut or padded with blanks to the window's size (itself when it fits exactly).
    private static func fitted(_ canvas: Canvas, columns: Int, rows: Int) -> Canvas {
        guard canvas.columns != columns || canvas.rows != rows else { return canvas }
        var frame = Canvas(columns: columns, rows: rows)
        frame.draw(canvas, at: .zero)
        return frame
    }

    /// Writes the changed cells; `nil` when more than `evictionLimit` pairs had to be recycled, part way.
    private mutating func write(
        _ frame: Canvas, to window: UnsafeMutablePointer<WINDOW>, allocator: some PairAllocator,
        evictionLimit: Int = recycledPairsPerFrame
    ) -> Int? {
        var written = 0
        for run in frame.changes(since: previous) {
            for column in run.columns {
                let index = run.row * frame.columns + column
                let cell = frame[column, run.row]
                var pair: Int32 = 0
                // A continuation is covered by the wide glyph to its left, written with it.
                if !cell.isContinuation {
                    pair = write(
                        safe(cell, column: column, columns: frame.columns), column: column, row: run.row,
                        to: window, allocator: allocator)
                    written += 1
                }
                palette.pairs.retain(pair)
                palette.pairs.release(presentedPairs[index])
                presentedPairs[index] = pair
                if palette.pairs.evictions > evictionLimit { return nil }
            }
        }
        return written
    }

    /// A cell as ncurses can draw it.
    private struct SafeCell {
        var text: String
        var style: Style
        /// A glyph the canvas counts as two columns and the C library (so ncurses) as one: it is drawn as
        /// its first scalar followed by a blank, so both agree where every later cell of the row is.
        var isPadded = false
    }

    /// The cell made safe to hand to ncurses, whose idea of widths is the C library's (`wcwidth`).
    private func safe(_ cell: Cell, column: Int, columns: Int) -> SafeCell {
        let text = cell.grapheme
        guard let first = text.unicodeScalars.first else { return SafeCell(text: " ", style: cell.style) }
        switch (cell.width, tessera_wcwidth(wchar_t(bitPattern: first.value))) {
        case (_, ...0):
            // Control codes and lone combining marks would move or merge cells in ncurses.
            return SafeCell(text: " ", style: cell.style)
        case (2..., _) where column + 1 >= columns:
            // A wide glyph needs its second cell inside the window; otherwise ncurses would wrap it.
            return SafeCell(text: " ", style: cell.style)
        case (2..., 2):
            return SafeCell(text: text, style: cell.style)
        case (2..., _):
            // Emoji with a presentation selector, flags: drawn narrow plus a blank rather than misaligned.
            return SafeCell(text: String(first), style: cell.style, isPadded: true)
        case (_, 2...):
            // The canvas gives a narrow cell to what ncurses would draw over two cells.
            return SafeCell(text: "\u{FFFD}", style: cell.style)
        default:
            return SafeCell(text: text, style: cell.style)
        }
    }

    /// Writes one cell and returns the pair it was written with.
    private mutating func write(
        _ cell: SafeCell, column: Int, row: Int, to window: UnsafeMutablePointer<WINDOW>,
        allocator: some PairAllocator
    ) -> Int32 {
        // A recycled pair may be the one the last rendition used: look the style up again.
        if cell.style != lastStyle || palette.pairs.evictions != renditionEvictions {
            lastStyle = cell.style
            renditionEvictions = palette.pairs.evictions
            lastRendition = palette.rendition(for: cell.style, allocator: allocator)
        }
        var count = 0
        for scalar in cell.text.unicodeScalars.prefix(text.count - 1) {
            text[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        text[count] = 0
        var character = cchar_t()
        if tessera_setcchar(&character, text, lastRendition.attributes, lastRendition.pair) == ERR {
            setBlank(&character)
        }
        // Writing the bottom-right cell moves the cursor past the end and reports ERR; the cell is written.
        _ = tessera_mvwadd_wch(window, Int32(row), Int32(column), &character)
        if cell.isPadded {
            setBlank(&character)
            _ = tessera_mvwadd_wch(window, Int32(row), Int32(column + 1), &character)
        }
        return lastRendition.pair
    }

    /// Makes `character` a blank in the current rendition.
    private mutating func setBlank(_ character: inout cchar_t) {
        text[0] = wchar_t(UnicodeScalar(" ").value)
        text[1] = 0
        _ = tessera_setcchar(&character, text, lastRendition.attributes, lastRendition.pair)
    }
}
