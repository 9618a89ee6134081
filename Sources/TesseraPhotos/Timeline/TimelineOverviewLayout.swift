import TesseraLayout
import TesseraShell

/// The timeline's most zoomed-out level: one row per month, its short name (``labelColumns`` wide, the
/// section's header) and then one cell per photo, as many as fit; the rest of the month is counted at the
/// end of the row (`+212`, drawn by the screen) and its items are hidden at the count's place.
///
/// Rows are one terminal row (16 pt) tall with no gaps, so the layout's gutter is 0 and each photo is
/// exactly one cell. Preparing is O(sections); a region query visits only the rows and columns it covers.
struct TimelineOverviewLayout: GeometryLayout {
    /// The columns each row's month label takes (`Nov 2026` and a space).
    static let labelColumns = 10
    /// A row's height: one terminal row.
    static let rowHeight = 16.0
    /// A photo's width: one terminal column.
    static let itemWidth = 8.0

    var prepared = PreparedState<Geometry>()

    func makeGeometry(for context: LayoutContext) -> Geometry {
        let width = max(
            context.boundsSize.width - context.contentInsets.left - context.contentInsets.right
                - context.layoutMargins.left - context.layoutMargins.right, 0)
        let columns = Int(width / Self.itemWidth) - Self.labelColumns
        return Geometry(
            counts: context.itemCounts, leading: context.layoutMargins.left, width: width,
            squares: max(columns, 0))
    }

    /// How many of `count` photos a row of `columns` square columns shows: all when they fit, else as many
    /// as leave room for the count of the rest (` +N`).
    static func shownCount(of count: Int, columns: Int) -> Int {
        guard count > columns else { return count }
        let reserve = " +\(CountFormat.grouped(count))".count
        return max(columns - reserve, 0)
    }

    /// The rows of every month: where each header and photo is.
    struct Geometry: LayoutGeometry {
        let counts: [Int]
        let leading: Double
        let width: Double
        /// Columns for photos after the label.
        let squares: Int

        var contentSize: Size {
            Size(width: width, height: Double(counts.count) * TimelineOverviewLayout.rowHeight)
        }

        /// How many photos of `section` the row shows.
        func shown(in section: Int) -> Int {
            TimelineOverviewLayout.shownCount(of: counts[section], columns: squares)
        }

        func attributes(in rect: Rect) -> [LayoutAttributes] {
            let height = TimelineOverviewLayout.rowHeight
            guard !counts.isEmpty, rect.maxY > 0, rect.minY < contentSize.height else { return [] }
            let first = max(Int((rect.minY / height).rounded(.down)), 0)
            let last = min(Int((rect.maxY / height).rounded(.up)), counts.count) - 1
            guard first <= last else { return [] }
            var result: [LayoutAttributes] = []
            for section in first...last {
                if let header = header(section), header.frame.intersects(rect) { result.append(header) }
                for item in 0..<shown(in: section) {
                    let attributes = self.item(item, section: section)
                    if attributes.frame.intersects(rect) { result.append(attributes) }
                }
            }
            return result
        }

        func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard counts.indices.contains(indexPath.section),
                (0..<counts[indexPath.section]).contains(indexPath.item)
            else { return nil }
            return item(indexPath.item, section: indexPath.section)
        }

        func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
            -> LayoutAttributes?
        {
            guard kind == ElementKind.sectionHeader else { return nil }
            return header(indexPath.section)
        }

        func frame(ofSection section: Int) -> Rect? {
            guard counts.indices.contains(section) else { return nil }
            return Rect(
                x: leading, y: rowTop(section), width: width, height: TimelineOverviewLayout.rowHeight)
        }

        private func rowTop(_ section: Int) -> Double { Double(section) * TimelineOverviewLayout.rowHeight }

        private func header(_ section: Int) -> LayoutAttributes? {
            guard counts.indices.contains(section) else { return nil }
            let labelWidth = Double(TimelineOverviewLayout.labelColumns) * TimelineOverviewLayout.itemWidth
            return LayoutAttributes(
                indexPath: IndexPath(item: 0, section: section),
                kind: .supplementary(ElementKind.sectionHeader),
                frame: Rect(
                    x: leading, y: rowTop(section), width: min(labelWidth, width),
                    height: TimelineOverviewLayout.rowHeight))
        }

        /// A photo's square, or for one past what the row shows, a hidden square where the count is.
        private func item(_ item: Int, section: Int) -> LayoutAttributes {
            let shown = shown(in: section)
            let column = TimelineOverviewLayout.labelColumns + min(item, shown)
            let frame = Rect(
                x: leading + Double(column) * TimelineOverviewLayout.itemWidth, y: rowTop(section),
                width: TimelineOverviewLayout.itemWidth, height: TimelineOverviewLayout.rowHeight)
            return LayoutAttributes(
                indexPath: IndexPath(item: item, section: section), frame: frame, alpha: item < shown ? 1 : 0,
                isHidden: item >= shown)
        }
    }
}
