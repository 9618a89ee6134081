import CNcurses
import TesseraCanvas

/// Copies grids into an ncurses window, writing only the cells that changed since the last frame.
///
/// It remembers the last presented frame cell by cell, so the work per frame beyond one comparison per cell
/// is proportional to what changed; ncurses then sends the terminal only the difference. It also tells the
/// palette's ``PairTable`` which pair every cell on screen uses, so pairs still shown are recycled last.
struct FramePresenter {
    /// The most pairs one frame may recycle one by one. ncurses scans the whole screen for every pair it
    /// redefines (two scans per recycled pair); past this many, freeing all pairs and repainting the
    /// frame is cheaper (a page of photos in true colour needs thousands of new pairs).
    static let recycledPairsPerFrame = 256

    /// One cell as last written.
    private struct PresentedCell: Equatable {
        var text: String
        /// 1 or 2; 0 for the second cell of a wide glyph, which is never written itself.
        var width: Int
        var style: Style
        /// A glyph the grid counts as two columns and the C library (so ncurses) as one: it is drawn as
        /// its first scalar followed by a blank, so both agree where every later cell of the row is.
        var isPadded = false

        static let continuation = PresentedCell(text: "", width: 0, style: .plain)
        static func blank(_ style: Style) -> PresentedCell {
            PresentedCell(text: " ", width: 1, style: style)
        }
    }

    /// Maps styles to attributes and colour pairs.
    var palette: Palette
    private var presented: [PresentedCell] = []
    /// The pair of each presented cell, for counting which pairs are on screen.
    private var presentedPairs: [Int32] = []
    private var presentedColumns = 0
    private var presentedRows = 0
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
        presented.removeAll()
        lastStyle = nil
        presentedColumns = 0
        presentedRows = 0
    }

    /// Writes into `window` the cells of `grid` that differ from the last frame; cells of the window
    /// outside the grid are blank. Does not refresh the terminal. Returns the number of cells written.
    ///
    /// Pairs come from `allocator`; when the frame would recycle more than ``recycledPairsPerFrame`` of
    /// them, `repaintAll` is called (which must make the next update repaint the whole screen, so ncurses
    /// need not look for the cells of each redefined pair), the pair table starts afresh, and the whole
    /// frame is written again.
    @discardableResult
    mutating func present(
        _ grid: some PresentableGrid, to window: UnsafeMutablePointer<WINDOW>, allocator: some PairAllocator,
        repaintAll: () -> Void
    ) -> Int {
        palette.pairs.resetEvictions()
        lastStyle = nil
        if let written = write(grid, to: window, allocator: allocator) { return written }
        repaintAll()
        palette.pairs.removeAll()
        invalidate()
        return write(grid, to: window, allocator: allocator, evictionLimit: .max) ?? 0
    }

    /// Writes the changed cells; `nil` when more than `evictionLimit` pairs had to be recycled, part way.
    private mutating func write(
        _ grid: some PresentableGrid, to window: UnsafeMutablePointer<WINDOW>, allocator: some PairAllocator,
        evictionLimit: Int = recycledPairsPerFrame
    ) -> Int? {
        let columns = Int(tessera_getmaxx(window))
        let rows = Int(tessera_getmaxy(window))
        guard columns > 0, rows > 0 else { return 0 }
        if columns != presentedColumns || rows != presentedRows || presented.count != columns * rows {
            presented = []
            for pair in presentedPairs { palette.pairs.release(pair) }
            presentedPairs = Array(repeating: 0, count: columns * rows)
            presentedColumns = columns
            presentedRows = rows
        }
        let isFirstFrame = presented.isEmpty
        if isFirstFrame { presented.reserveCapacity(columns * rows) }
        var written = 0
        for row in 0..<rows {
            var coveredByWideGlyph = false
            for column in 0..<columns {
                let cell = cell(
                    of: grid, column: column, row: row, columns: columns, covered: coveredByWideGlyph)
                coveredByWideGlyph = cell.width == 2
                let index = row * columns + column
                if isFirstFrame {
                    presented.append(cell)
                } else if presented[index] == cell {
                    continue
                } else {
                    presented[index] = cell
                }
                var pair: Int32 = 0
                if cell.width > 0 {
                    pair = write(cell, column: column, row: row, to: window, allocator: allocator)
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

    /// The cell to show at a position, made safe to hand to ncurses.
    private func cell(
        of grid: some PresentableGrid, column: Int, row: Int, columns: Int, covered: Bool
    ) -> PresentedCell {
        guard column < grid.columns, row < grid.rows else { return .blank(.plain) }
        guard let source = grid.presentedCell(column: column, row: row), source.width > 0 else {
            // A continuation with no wide glyph to its left would leave stale text: blank it.
            return covered ? .continuation : .blank(.plain)
        }
        guard let first = source.text.unicodeScalars.first else { return .blank(source.style) }
        switch (source.width, tessera_wcwidth(wchar_t(bitPattern: first.value))) {
        case (_, ...0):
            // Control codes and lone combining marks would move or merge cells in ncurses.
            return .blank(source.style)
        case (2..., _) where column + 1 >= columns:
            // A wide glyph needs its second cell inside the window; otherwise ncurses would wrap it.
            return .blank(source.style)
        case (2..., 2):
            return PresentedCell(text: source.text, width: 2, style: source.style)
        case (2..., _):
            // Emoji with a presentation selector, flags: drawn narrow plus a blank rather than misaligned.
            return PresentedCell(text: String(first), width: 2, style: source.style, isPadded: true)
        case (_, 2...):
            // The grid gives a narrow cell to what ncurses would draw over two cells.
            return PresentedCell(text: "\u{FFFD}", width: 1, style: source.style)
        default:
            return PresentedCell(text: source.text, width: 1, style: source.style)
        }
    }

    /// Writes one cell and returns the pair it was written with.
    private mutating func write(
        _ cell: PresentedCell, column: Int, row: Int, to window: UnsafeMutablePointer<WINDOW>,
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
