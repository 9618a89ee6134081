import CollectionLayout

/// Maps layout frames in points onto character cells of the screen, and cells back to points.
///
/// A cell is ``pointsPerColumn`` × ``pointsPerRow`` points, like a character of an 8×16 pixel font. After
/// the ``contentOffset`` is subtracted, a frame covers the columns `floor(minX / 8) ..< floor(maxX / 8)`
/// and the rows `floor(minY / 16) ..< floor(maxY / 16)` of the ``viewport`` — the collection view's area
/// on screen, whose top-left cell shows the content point at ``contentOffset``. Flooring both edges of a
/// half-open range makes the mapping monotone, so frames that do not overlap in points never overlap in
/// cells; a frame thinner than a cell may vanish.
///
/// Any input is accepted: NaN gives no cells, and huge or infinite coordinates are clamped before they
/// are converted to `Int`, so nothing traps.
public struct Raster: Hashable, Sendable {
    /// The width of a cell in points.
    public static let pointsPerColumn = 8.0
    /// The height of a cell in points.
    public static let pointsPerRow = 16.0

    /// The content point shown at the top-left cell of the viewport.
    public var contentOffset: Point
    /// The cells of the screen that show content.
    public var viewport: CellRect

    /// Creates a raster showing content from `contentOffset` on in `viewport`.
    public init(contentOffset: Point = .zero, viewport: CellRect) {
        self.contentOffset = contentOffset
        self.viewport = viewport
    }

    /// The content rectangle, in points, that the viewport shows.
    public var visibleRect: Rect {
        Rect(
            x: contentOffset.x, y: contentOffset.y,
            width: Double(max(viewport.width, 0)) * Self.pointsPerColumn,
            height: Double(max(viewport.height, 0)) * Self.pointsPerRow)
    }

    /// The screen cells a frame in content points covers, clipped to the viewport, or `nil` when none.
    public func cellRect(for frame: Rect) -> CellRect? {
        cellRect(for: frame, clippedTo: viewport)
    }

    /// The screen cells a frame covers without clipping (they may lie outside the viewport), or `nil` when
    /// it covers none: what a cell partly scrolled out needs to draw its visible part in the right place.
    public func unclippedCellRect(for frame: Rect) -> CellRect? {
        let everywhere = CellRect(column: Int.min / 2, row: Int.min / 2, width: Int.max, height: Int.max)
        return cellRect(for: frame, clippedTo: everywhere)
    }

    private func cellRect(for frame: Rect, clippedTo clip: CellRect) -> CellRect? {
        guard !frame.isEmpty,
            let columns = Self.cells(
                from: frame.minX - contentOffset.x, to: frame.maxX - contentOffset.x,
                size: Self.pointsPerColumn, origin: viewport.column, clip: clip.columns),
            let rows = Self.cells(
                from: frame.minY - contentOffset.y, to: frame.maxY - contentOffset.y,
                size: Self.pointsPerRow, origin: viewport.row, clip: clip.rows)
        else { return nil }
        return CellRect(
            column: columns.lowerBound, row: rows.lowerBound, width: columns.count, height: rows.count)
    }

    /// The top-left content point of a screen cell: where the cell starts in the content.
    public func point(for cell: CellPoint) -> Point {
        Point(
            x: (Double(cell.column) - Double(viewport.column)) * Self.pointsPerColumn + contentOffset.x,
            y: (Double(cell.row) - Double(viewport.row)) * Self.pointsPerRow + contentOffset.y)
    }

    /// The content point to hit-test when a screen cell is clicked: the last point inside the cell, just
    /// above and left of its bottom-right corner.
    ///
    /// Because cell ranges floor both edges, a cell shows the frame that contains this point, not
    /// necessarily the one containing its top-left ``point(for:)``: a frame from x = 4 to 20 covers
    /// columns 0 and 1, yet does not contain x = 0. Hit-testing with this point finds exactly the frame
    /// whose ``cellRect(for:)`` includes the cell (up to rounding when an edge lies within a rounding
    /// error of a cell boundary).
    public func hitTestPoint(for cell: CellPoint) -> Point {
        Point(
            x: ((Double(cell.column) - Double(viewport.column) + 1) * Self.pointsPerColumn
                + contentOffset.x)
                .nextDown,
            y: ((Double(cell.row) - Double(viewport.row) + 1) * Self.pointsPerRow + contentOffset.y)
                .nextDown)
    }

    /// The screen cells `floor(low / size) ..< floor(high / size)` moved by `origin` and clipped to
    /// `clip`, or `nil` when empty.
    private static func cells(
        from low: Double, to high: Double, size: Double, origin: Int, clip: Range<Int>
    ) -> Range<Int>? {
        guard let first = cellIndex(low / size), let end = cellIndex(high / size) else { return nil }
        let lower = max(origin.saturatingAdd(first), clip.lowerBound)
        let upper = min(origin.saturatingAdd(end), clip.upperBound)
        return lower < upper ? lower..<upper : nil
    }

    /// A coordinate in cells rounded down and clamped to ±2⁴⁰ (far beyond any screen), or `nil` for NaN.
    private static func cellIndex(_ value: Double) -> Int? {
        guard !value.isNaN else { return nil }
        let limit = 1_099_511_627_776.0
        return Int(min(max(value.rounded(.down), -limit), limit))
    }
}
