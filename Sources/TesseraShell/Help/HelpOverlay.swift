import TesseraCanvas

/// The `?` help: a centred box listing the key bindings of the current screen, generated from the same
/// table that decodes the keys, and what the mouse does there.
///
/// Everything stays inside the box, however small the screen: texts wrap at spaces (see ``HelpLine``),
/// and when the screen is too short for every row, the box shows a window of them that the scroll keys
/// (``keyBindings``) and the wheel move, with the rows shown (`1–8 of 21`) in its top border.
struct HelpOverlay {
    /// The first content row shown, as last asked for (clamped to the layout when used).
    private var firstLine = 0

    /// The keys that scroll the help while it is shown.
    static let keyBindings: [KeyBinding] = [
        KeyBinding([.up, .character("k")], label: "↑ k", help: "Scroll the help up", command: .move(.up)),
        KeyBinding(
            [.down, .character("j")], label: "↓ j", help: "Scroll the help down", hint: "↑↓ scroll",
            command: .move(.down)),
        KeyBinding([.pageUp], label: "PgUp", help: "Page up", command: .page(.up)),
        KeyBinding(
            [.pageDown, .character(" ")], label: "PgDn Space", help: "Page down", command: .page(.down)),
        KeyBinding([.home, .character("g")], label: "Home g", help: "Top of the help", command: .first),
        KeyBinding([.end, .character("G")], label: "End G", help: "End of the help", command: .last),
    ]

    /// What closes the help, for its bottom border.
    static let closeHint = "Esc or ? closes"

    /// The first row shown on `layout`.
    func firstLine(in layout: Layout) -> Int {
        min(max(firstLine, 0), layout.lastFirstLine)
    }

    /// Moves the rows shown by `delta` (negative: up), stopping at either end.
    package mutating func scroll(by delta: Int, in layout: Layout) {
        firstLine = min(max(firstLine(in: layout) + delta, 0), layout.lastFirstLine)
    }

    /// Carries out a scroll command of ``keyBindings``; returns whether `command` was one.
    package mutating func perform(_ command: Command, in layout: Layout) -> Bool {
        switch command {
        case .move(.up): scroll(by: -1, in: layout)
        case .move(.down): scroll(by: 1, in: layout)
        case .page(.up): scroll(by: -layout.visibleRows, in: layout)
        case .page(.down): scroll(by: layout.visibleRows, in: layout)
        case .first: firstLine = 0
        case .last: firstLine = layout.lastFirstLine
        default: return false
        }
        return true
    }

    /// Where the help sits on a screen and the rows it shows there.
    struct Layout {
        /// The box, border included.
        package let box: CellRect
        /// Every content row, laid out for the box's width.
        package let lines: [HelpLine]
        /// How many content rows the box has room for.
        let visibleRows: Int

        /// The help of `sections` centred on `screen`, as wide as its longest entry and as tall as its
        /// rows where the screen allows; `nil` when the screen is too small for a box.
        init?(sections: [HelpSection], screen: CellRect) {
            let width = min(HelpLine.naturalWidth(of: sections) + 7, screen.width)
            guard width >= 8 else { return nil }
            let lines = HelpLine.lines(sections, width: width - 4)
            let height = min(lines.count + 4, screen.height)
            guard height >= 3 else { return nil }
            box = CellRect(
                column: screen.column + (screen.width - width) / 2,
                row: screen.row + (screen.height - height) / 2,
                width: width, height: height)
            self.lines = lines
            visibleRows = max(height - 4, 0)
        }

        /// The first row shown when scrolled to the end.
        var lastFirstLine: Int { max(lines.count - visibleRows, 0) }
        /// Whether some rows are out of sight.
        package var scrolls: Bool { lines.count > visibleRows }
        /// The columns inside the border and its padding.
        package var inner: CellRect {
            CellRect(column: box.column + 2, row: box.row, width: box.width - 4, height: 1)
        }
    }

    /// Draws the help on `layout`.
    package func draw(_ layout: Layout, into canvas: inout Canvas) {
        let box = layout.box
        canvas.fill(box, with: Theme.helpBox)
        canvas.drawBox(box, style: Theme.helpBorder, lines: .rounded)
        let first = firstLine(in: layout)
        let shown = min(layout.visibleRows, layout.lines.count - first)
        for (offset, line) in layout.lines[first..<(first + shown)].enumerated() {
            draw(line, row: box.row + 2 + offset, in: layout.inner, into: &canvas)
        }
        let position =
            layout.scrolls && shown > 0
            ? " \(first + 1)–\(first + shown) of \(layout.lines.count) " : ""
        drawEdge(left: " Keys ", right: position, row: box.row, in: layout.inner, into: &canvas)
        // The bottom border: how to scroll when there is more, and how to close, dropped whole from the
        // front when the border is too narrow for it.
        var notes = layout.scrolls ? Self.keyBindings.compactMap(\.hint) + [Self.closeHint] : [Self.closeHint]
        while notes.count > 1 && DisplayWidth.of(notes.joined(separator: " · ")) > layout.inner.width {
            notes.removeFirst()
        }
        drawEdge(
            left: "", right: notes.joined(separator: " · "), row: box.maxRow - 1, in: layout.inner,
            into: &canvas)
    }

    private func draw(_ line: HelpLine, row: Int, in inner: CellRect, into canvas: inout Canvas) {
        switch line {
        case .blank:
            break
        case .heading(let heading):
            canvas.write(
                heading, in: CellRect(column: inner.column, row: row, width: inner.width, height: 1),
                style: Theme.helpBorder)
        case .entry(let label, let text, let textOffset):
            canvas.write(
                label, in: CellRect(column: inner.column, row: row, width: inner.width, height: 1),
                style: Theme.helpKey)
            canvas.write(
                text,
                in: CellRect(
                    column: inner.column + textOffset, row: row, width: max(inner.width - textOffset, 0),
                    height: 1),
                style: Theme.helpBox)
        }
    }

    /// Writes `left` at the start and `right` at the end of a border row, each whole or not at all: when
    /// both do not fit with a column between them, `right` alone, or `left` if `right` does not fit alone.
    private func drawEdge(
        left: String, right: String, row: Int, in inner: CellRect, into canvas: inout Canvas
    ) {
        let leftWidth = DisplayWidth.of(left)
        let rightWidth = DisplayWidth.of(right)
        let area = CellRect(column: inner.column, row: row, width: inner.width, height: 1)
        let drawsRight = rightWidth <= inner.width
        let gap = leftWidth > 0 && rightWidth > 0 ? 1 : 0
        let drawsLeft = leftWidth + (drawsRight ? rightWidth + gap : 0) <= inner.width
        if drawsLeft { canvas.write(left, in: area, style: Theme.helpBorder) }
        if drawsRight { canvas.write(right, in: area, alignment: .trailing, style: Theme.helpBorder) }
    }
}
