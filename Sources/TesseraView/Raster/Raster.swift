import TesseraCanvas
import TesseraLayout

/// Maps layout frames in points onto character cells of the screen, and cells back to points.
///
/// A cell is ``pointsPerColumn`` × ``pointsPerRow`` points, like a character of an 8×16 pixel font. After
/// the ``contentOffset`` is subtracted, each edge of a frame snaps to the nearest cell boundary (halfway
/// rounds down), after moving half the ``gutter`` toward its neighbour: a frame covers the columns
/// `snap((minX − g/2) / 8) ..< snap((maxX + g/2) / 8)` and the rows likewise with 16, of the ``viewport`` —
/// the collection view's area on screen, whose top-left cell shows the content point at ``contentOffset``.
///
/// Worked example, the mosaic's 1 pt gutter between an item ending at y = 1407 and the next starting at
/// 1408: both edges move to 1407.5, which is row 87.97 and snaps to row 88, so the two items touch in cells.
/// Flooring each edge instead gave rows `..< 87` and `88 ..<`, leaving row 87 empty though 15/16 covered.
///
/// The mapping keeps two promises (property-tested against every layout):
/// - neighbours that touch, or are a gutter or less apart, leave no empty cell line between them;
/// - frames at least a gutter apart in points never share a cell, because each edge snaps by the same
///   monotone rule after its shift.
/// A frame thinner than about half a cell may vanish.
///
/// Any input is accepted: NaN gives no cells, and huge or infinite coordinates are clamped before they
/// are converted to `Int`, so nothing traps.
public struct Raster: Hashable, Sendable {
    /// The width of a cell in points.
    public static let pointsPerColumn = 8.0
    /// The height of a cell in points.
    public static let pointsPerRow = 16.0

    /// The height, in points, of a frame that covers exactly `rows` cell rows wherever it lands, for a
    /// layout whose gutter is `gutter`: `rows` × ``pointsPerRow`` − `gutter`.
    ///
    /// Each edge moves half the gutter outward before it snaps, so a frame of this height spans exactly
    /// `rows` cells of snapped extent, and both edges snap by the same rule. A one-row section header
    /// drawn 16 pt tall in a layout with a 1 pt gutter covers two rows whenever its top lands about half
    /// way through a cell (the rows above it having added up to a fraction of one), and the second row
    /// shows as an empty line between the header and its section.
    public static func height(coveringRows rows: Int, gutter: Double) -> Double {
        Double(rows) * pointsPerRow - (gutter.isFinite ? max(gutter, 0) : 0)
    }

    /// The content point shown at the top-left cell of the viewport.
    public var contentOffset: Point
    /// The cells of the screen that show content.
    public var viewport: CellRect
    /// The gap, in points, that a layout leaves between items meant to read as neighbours (see
    /// `CollectionLayout.gutter`): gaps up to this size close when snapped to cells.
    public var gutter: Double

    /// Creates a raster showing content from `contentOffset` on in `viewport`, closing gaps of up to
    /// `gutter` points between neighbours.
    public init(contentOffset: Point = .zero, viewport: CellRect, gutter: Double = 0) {
        self.contentOffset = contentOffset
        self.viewport = viewport
        self.gutter = gutter.isFinite ? max(gutter, 0) : 0
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
        let shift = gutter / 2
        guard !frame.isEmpty,
            let columns = Self.cells(
                from: frame.minX - shift - contentOffset.x, to: frame.maxX + shift - contentOffset.x,
                size: Self.pointsPerColumn, origin: viewport.column, clip: clip.columns),
            let rows = Self.cells(
                from: frame.minY - shift - contentOffset.y, to: frame.maxY + shift - contentOffset.y,
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

    /// The content rectangle to hit-test when a screen cell is clicked: the frames that may cover the cell
    /// are exactly those meeting it. A frame covers the cell when the frame, grown by half the ``gutter``
    /// on every side, contains the cell's centre; the rectangle is a little larger than that (frames
    /// touching it must count too), so filter the candidates with ``cellRect(for:)`` for the exact answer.
    public func hitTestRect(for cell: CellPoint) -> Rect {
        let corner = point(for: cell)
        let reach = gutter / 2 + 1.0 / 64
        return Rect(
            x: corner.x + Self.pointsPerColumn / 2 - reach, y: corner.y + Self.pointsPerRow / 2 - reach,
            width: 2 * reach, height: 2 * reach)
    }

    /// The screen cells `snap(low / size) ..< snap(high / size)` moved by `origin` and clipped to `clip`,
    /// or `nil` when empty.
    private static func cells(
        from low: Double, to high: Double, size: Double, origin: Int, clip: Range<Int>
    ) -> Range<Int>? {
        guard let first = cellIndex(low / size), let end = cellIndex(high / size) else { return nil }
        let lower = max(saturatingSum(origin, first), clip.lowerBound)
        let upper = min(saturatingSum(origin, end), clip.upperBound)
        return lower < upper ? lower..<upper : nil
    }

    /// `a + b`, clamped to `Int.min...Int.max` instead of trapping (a viewport may sit anywhere).
    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? .max : .min
    }

    /// A coordinate in cells snapped to the nearest boundary (halfway rounds down) and clamped to ±2⁴⁰
    /// (far beyond any screen), or `nil` for NaN.
    private static func cellIndex(_ value: Double) -> Int? {
        guard !value.isNaN else { return nil }
        let limit = 1_099_511_627_776.0
        return Int(min(max((value - 0.5).rounded(.up), -limit), limit))
    }
}
