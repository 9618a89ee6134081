/// The Feed layout of Apple's "Customizing Collection View Layouts" sample: a vertical mosaic of 200 pt
/// segments, 1 pt apart, each in one of four styles.
///
/// Frames equal the published algorithm's to the point for any width and count, with two of its bugs
/// fixed: ``contentSize`` covers the last segment, and region queries are exact. Because every segment
/// has the same height, frames are computed arithmetically from four per-width templates, so preparing is
/// O(1) and needs no per-item cache; see ``MosaicLayout/Geometry``.
///
/// Edge cases: a width of zero or less lays out as width 0 (every frame empty, so no region query returns
/// it, but `attributesForItem(at:)` still answers); the layout uses section 0 only.
public struct MosaicLayout: GeometryLayout {
    /// The height of every segment, in points.
    public static let segmentHeight = 200.0
    /// The gap above every segment, in points.
    public static let segmentSpacing = 1.0

    public var prepared = PreparedState<Geometry>()

    /// Creates a mosaic layout.
    public init() {}

    /// The 1 pt gutter between segments and between the items of a segment: closed on character cells.
    public var gutter: Double { Self.segmentSpacing }

    public func makeGeometry(for context: LayoutContext) -> Geometry {
        Geometry(
            boundsSize: context.boundsSize,
            count: context.numberOfItems(inSection: 0))
    }
}
