import TesseraCanvas
import TesseraLayout
import TesseraShell
import TesseraView

/// The timeline's zoom levels: justified rows aiming at 12, 8, 5 or 3 terminal rows, then an overview of
/// one row per month.
enum TimelineZoom: Int, CaseIterable, Sendable {
    case rows12, rows8, rows5, rows3, overview

    /// The level a timeline opens at.
    static let standard = TimelineZoom.rows5

    /// The target row height in terminal rows, `nil` for the overview.
    var targetRows: Int? {
        switch self {
        case .rows12: 12
        case .rows8: 8
        case .rows5: 5
        case .rows3: 3
        case .overview: nil
        }
    }

    /// One step larger (`+`), or `nil` at the largest.
    var larger: TimelineZoom? { TimelineZoom(rawValue: rawValue - 1) }
    /// One step smaller (`-`), or `nil` at the overview.
    var smaller: TimelineZoom? { TimelineZoom(rawValue: rawValue + 1) }

    /// The layout of this level: justified rows under one-row month headers, or the overview. A header is
    /// a row less the gutter tall, so it covers one terminal row wherever the rows above leave it.
    func layout(shapes: TimelineShapes) -> any CollectionLayout {
        guard let targetRows else { return TimelineOverviewLayout() }
        return JustifiedLayout(
            targetRowHeight: Double(targetRows) * Raster.pointsPerRow,
            headerHeight: Raster.height(coveringRows: 1, gutter: JustifiedLayout.defaultSpacing),
            delegate: shapes)
    }
}

extension TimelineViewController {
    /// Moves to `level` (when there is one), every photo on screen sliding from its old frame to its new
    /// one, the focused photo kept focused and on screen. In the overview a photo past what its month's
    /// row shows cannot be seen: the focus moves to the last one shown first.
    func setZoom(_ level: TimelineZoom?) {
        guard let level, level != zoom else { return }
        zoom = level
        if level == .overview { focusShownInOverview() }
        collectionView.setLayout(level.layout(shapes: shapes), animated: animates)
    }

    /// Moves the focus to the last photo its month's overview row shows, when it is past them.
    func focusShownInOverview() {
        guard let focused = collectionView.focusedItem else { return }
        let shown = TimelineOverviewLayout.shownCount(
            of: collectionView.itemCounts[focused.section], columns: overviewColumns)
        if focused.item >= shown {
            collectionView.focus(IndexPath(item: max(shown - 1, 0), section: focused.section))
        }
    }

    /// The columns for photos in an overview row.
    var overviewColumns: Int {
        let width =
            collectionView.boundsSize.width - collectionView.layoutMargins.left
            - collectionView.layoutMargins.right
        return max(Int(width / Raster.pointsPerColumn) - TimelineOverviewLayout.labelColumns, 0)
    }

    /// The focus keys; in the overview the focus never lands on a photo its row cannot show.
    func performTimelineNavigation(_ command: Command) -> Bool {
        guard collectionView.performNavigation(command) else { return false }
        if zoom == .overview { focusShownInOverview() }
        return true
    }

    /// The overview's ` +212` after each month row whose photos do not all fit.
    func drawOverviewCounts(into canvas: inout Canvas) {
        let raster = collectionView.raster
        let viewport = collectionView.viewport
        let columns = overviewColumns
        for attributes in collectionView.visibleAttributes()
        where attributes.kind == .supplementary(ElementKind.sectionHeader) {
            let count = collectionView.itemCounts[attributes.indexPath.section]
            let shown = TimelineOverviewLayout.shownCount(of: count, columns: columns)
            guard shown < count, let cells = raster.cellRect(for: attributes.frame) else { continue }
            let column = viewport.column + cells.column + TimelineOverviewLayout.labelColumns + shown
            canvas.write(
                " +\(CountFormat.grouped(count - shown))",
                in: CellRect(
                    column: column, row: viewport.row + cells.row, width: viewport.maxColumn - column,
                    height: 1),
                style: Theme.monthCount)
        }
    }
}
