import TesseraCanvas
import TesseraKit
import TesseraLayout
import TesseraView

/// What the list's keys do.
enum ListAction: Sendable {
    case up, down, filter, sort, clear, help, quit
}

/// A filterable, sortable list driven by the keyboard, headless: events in, the screen out as a canvas.
/// The keys are one `KeyMap`; the status line's hints and the `?` help are generated from it.
struct FruitList: CollectionViewDataSource {
    static let keys = KeyMap<ListAction>([
        KeyBinding([.up, .character("k")], help: "Previous fruit", action: .up),
        KeyBinding([.down, .character("j")], help: "Next fruit", hint: "↑↓ move", action: .down),
        KeyBinding(
            [.character("/")], help: "Filter by name (Enter keeps it)", hint: "/ filter", action: .filter),
        KeyBinding(
            [.character("s")], help: "Sort: as given, by name, lightest first", hint: "s sort", action: .sort),
        KeyBinding([.escape], help: "Clear the filter, close the help", action: .clear),
        KeyBinding([.character("?")], help: "Show or hide this help", hint: "? help", action: .help),
        KeyBinding([.character("q")], help: "Quit", hint: "q quit", action: .quit),
    ])

    var view: CollectionView
    var fruits = ArrangedList(Fruit.basket, order: FruitOrder.given, name: \.name, identifier: \.name)
    var showsHelp = false

    init(columns: Int, rows: Int) {
        view = CollectionView(layout: Self.layout(columns: columns), itemCounts: [Fruit.basket.count])
        view.setViewport(CellRect(column: 0, row: 0, width: columns, height: max(rows - 1, 0)))
    }

    /// One row of cells per fruit, as wide as the screen.
    private static func layout(columns: Int) -> FlowLayout {
        var layout = FlowLayout()
        layout.itemSize = Size(width: Double(columns) * Raster.pointsPerColumn, height: Raster.pointsPerRow)
        layout.minimumLineSpacing = 0
        return layout
    }

    /// Keys go to the open filter field first, then to the key map; `false` for `q`.
    mutating func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return true }
        let cells = { (shown: [Fruit]) in Rows(fruits: shown, highlight: nil) }
        if fruits.handleTextKey(key, in: &view, animated: false, cells: cells) { return true }
        guard let binding = Self.keys.binding(for: key) else { return true }
        let closesHelp = showsHelp
        showsHelp = false
        switch binding.action {
        case .up: view.moveFocus(.up)
        case .down: view.moveFocus(.down)
        case .filter: fruits.beginFilter()
        case .sort: fruits.sortByNextOrder(in: &view, animated: false, cells: cells)
        case .clear: if !closesHelp { _ = fruits.clearFilter(in: &view, animated: false, cells: cells) }
        case .help: showsHelp = !closesHelp
        case .quit: return false
        }
        return true
    }

    /// The rows, then the status line: the filter field while it is open, else the position and hints.
    func render() -> Canvas {
        var canvas = Canvas(columns: view.viewport.width, rows: view.viewport.height + 1)
        view.render(into: &canvas, dataSource: self)
        let status = CellRect(column: 0, row: view.viewport.height, width: canvas.columns, height: 1)
        let position = "\((view.focusedItem?.item ?? -1) + 1) of \(fruits.shown.count)"
        let left = fruits.arrangement.textField ?? fruits.arrangement.positionText(position)
        canvas.write(left, in: status)
        canvas.write(Self.keys.hints.joined(separator: " · "), in: status, alignment: .trailing)
        if showsHelp { drawHelp(into: &canvas) }
        return canvas
    }

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        Rows(fruits: fruits.shown, highlight: fruits.arrangement.highlight).drawCell(cell, in: &canvas)
    }

    /// The help over the list: each binding's keys and what they do, in two columns.
    private func drawHelp(into canvas: inout Canvas) {
        let lines = HelpLine.lines([Self.keys.helpSection], width: canvas.columns - 2)
        for (row, line) in lines.prefix(view.viewport.height).enumerated() {
            let area = CellRect(column: 1, row: row, width: canvas.columns - 2, height: 1)
            canvas.fill(CellRect(column: 0, row: row, width: canvas.columns, height: 1), with: Style())
            if case .entry(let label, let text, let offset) = line {
                canvas.write(label, in: area)
                canvas.write(
                    text, in: CellRect(column: 1 + offset, row: row, width: area.width - offset, height: 1))
            }
        }
    }
}

/// The rows showing `fruits`, the filter's matched letters highlighted.
struct Rows: CollectionViewDataSource {
    let fruits: [Fruit]
    let highlight: FuzzyQuery?

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        guard fruits.indices.contains(cell.indexPath.item) else { return }
        let fruit = fruits[cell.indexPath.item]
        let marker = cell.isFocused ? "▶ " : "  "
        let text = "\(marker)\(fruit.name) (\(fruit.calories) kcal)"
        let matched = highlight?.match(FoldedText(fruit.name))?.positions.map { $0 + 2 } ?? []
        canvas.write(
            text, in: cell.frame, style: Style(), highlighting: matched, with: Style(underline: true))
    }
}
