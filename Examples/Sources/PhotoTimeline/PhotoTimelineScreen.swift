import TesseraCanvas
import TesseraLayout
import TesseraView

/// A camera roll by month, headless: events and clock ticks in, a canvas out. Photos sit in justified rows
/// (a ``JustifiedLayout``), each month under a header that stays pinned at the top while the month scrolls,
/// and `+` / `-` zoom with an animated layout transition.
struct PhotoTimelineScreen: CollectionViewDataSource {
    /// The target row heights of the zoom levels, in terminal rows, largest first.
    static let zoomLevels = [12, 8, 5, 3]

    let roll: CameraRoll
    var view: CollectionView
    /// Which of ``zoomLevels`` is shown.
    private(set) var zoomLevel: Int

    init(columns: Int, rows: Int, roll: CameraRoll = CameraRoll(counts: [14, 9, 23, 6]), zoomLevel: Int = 2) {
        self.roll = roll
        self.zoomLevel = zoomLevel
        view = CollectionView(
            layout: Self.layout(roll: roll, zoomLevel: zoomLevel), itemCounts: roll.itemCounts,
            viewport: CellRect(column: 0, row: 0, width: columns, height: rows))
        view.sectionHeadersPinToVisibleBounds = true
    }

    /// The justified layout of one zoom level: one-row month headers, rows aiming at the level's height.
    /// A header is a row less the gutter tall, so it covers one row wherever the rows above leave it.
    static func layout(roll: CameraRoll, zoomLevel: Int) -> JustifiedLayout {
        JustifiedLayout(
            targetRowHeight: Double(zoomLevels[zoomLevel]) * 16,
            headerHeight: Raster.height(coveringRows: 1, gutter: JustifiedLayout.defaultSpacing),
            delegate: roll)
    }

    /// Whether a zoom is still moving: the run loop then ticks every frame instead of waiting for a key.
    var isAnimating: Bool { view.isAnimating }

    /// Moves the zoom animation to `now`, time on any steady clock.
    mutating func advance(to now: Duration) { view.advance(to: now) }

    /// Moves the focus, scrolls, zooms or follows a resize; `false` for `q`, to quit.
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.character("q")): return false
        case .key(.character("+")), .key(.character("=")): zoom(to: zoomLevel - 1)
        case .key(.character("-")): zoom(to: zoomLevel + 1)
        default: view.handleNavigation(event)
        }
        return true
    }

    /// Changes the zoom level, animating every photo on screen to its new frame.
    private mutating func zoom(to level: Int) {
        guard Self.zoomLevels.indices.contains(level), level != zoomLevel else { return }
        zoomLevel = level
        view.setLayout(Self.layout(roll: roll, zoomLevel: level), animated: true)
    }

    func render() -> Canvas {
        var canvas = Canvas(columns: view.viewport.width, rows: view.viewport.height)
        view.render(into: &canvas, dataSource: self)
        return canvas
    }

    /// A photo: its box, heavy when focused, with its name inside when there is room.
    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(cell.frame, lines: cell.isFocused ? .heavy : .light)
        canvas.write(roll.name(of: cell.indexPath), in: cell.frame.insetBy(dx: 1, dy: 1))
    }

    /// A month's header: `November 2026 · 14 photos`, in bold across the width.
    func drawSupplementaryView(_ header: CellContext, in canvas: inout Canvas) {
        let month = roll.months[header.indexPath.section]
        let count = month.shapes.count
        canvas.write(
            "\(month.title) · \(count) photo\(count == 1 ? "" : "s")", in: header.frame,
            style: Style(bold: true))
    }
}
