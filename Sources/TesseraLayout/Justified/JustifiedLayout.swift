/// Justified rows, as Google Photos and Flickr show photos: every item keeps its aspect ratio, nothing is
/// cropped, and each row fills the width at a height that varies a little around a target.
///
/// Rows come from a greedy rule over the items' aspect ratios (``JustifiedLayoutDelegate``), per section
/// (rows never span two sections), computed in `Double` without rounding. With W the width (the bounds less
/// the content insets and the layout margins), T the ``targetRowHeight``, t the ``tolerance`` and g the
/// ``spacing``, a row of n items with aspect sum A fills the width at height (W − g(n − 1)) / A:
///
/// - Items join a row while A < Rₙ(1 − t), where Rₙ = (W − g(n − 1)) / T is the aspect sum that fills the
///   width at height T. An item that would take A past Rₙ(1 + t) joins only if that leaves A closer to
///   Rₙ; otherwise the row closes without it. A row holds at most ⌊W / 8⌋ items (one per column).
/// - A filled row is (W − g(n − 1)) / A tall and its last frame ends at W (within 1e-9).
/// - Edge rows keep aspect ratios: a single item that would be less than T / 2 tall (a panorama) takes that
///   height over the full width — at least ``minimumRowHeight`` tall, where a very narrow width gives up its
///   aspect ratio instead; a row that would be taller than 2T is 2T tall, left-aligned, short of W.
/// - A section's last row is T tall and left-aligned, unless it would be wider than W at that height: then
///   it is justified like any other row.
///
/// With a ``headerHeight`` above zero every section starts with a header (``ElementKind/sectionHeader``)
/// across the width; a collection view can pin it while its section scrolls. Headers and rows stack with
/// g between them, so g is also the ``gutter`` that closes on character cells.
///
/// Preparing costs O(n) (one delegate call per item) and keeps 32 bytes per item and 12 per row; a region
/// query binary-searches the first row it crosses, then the first item within each row: O(log n + k).
///
/// Edge cases: a width of zero or less lays out as width 0 (every frame empty, so region queries return
/// none, while `attributesForItem(at:)` still answers); a target height, tolerance or spacing that is
/// not finite or out of range falls back to its default (tolerances are clamped to 0…0.9); an empty section
/// has its header only.
public struct JustifiedLayout: GeometryLayout {
    /// The aspect ratio of an item the delegate does not know (4:3, a camera's usual shape).
    public static let unknownAspectRatio = 4.0 / 3.0
    /// The aspect ratios the layout accepts: narrower or wider answers are clamped to these.
    public static let aspectRatioRange = (1.0 / 16.0)...16.0
    /// The least height of a row, in points (one terminal row): a panorama never gets thinner.
    public static let minimumRowHeight = 16.0
    /// The least width per item, in points (one terminal column): a row holds at most ⌊W / 8⌋ items.
    public static let minimumItemWidth = 8.0
    /// The default target row height: 128 points, 8 terminal rows.
    public static let defaultTargetRowHeight = 128.0
    /// The default tolerance around the target, 0.25.
    public static let defaultTolerance = 0.25
    /// The default spacing, the mosaic's 1 pt gutter.
    public static let defaultSpacing = MosaicLayout.segmentSpacing

    /// The height rows aim for, T, in points.
    public var targetRowHeight: Double { didSet { prepared.invalidate() } }
    /// How far a row's aspect sum may fall short of or pass the one that fills the width at the target
    /// height, as a fraction, t.
    public var tolerance: Double { didSet { prepared.invalidate() } }
    /// The gap between neighbouring items, between rows and around headers, g, in points.
    public var spacing: Double { didSet { prepared.invalidate() } }
    /// The height of each section's header, in points; zero (the default) for no headers.
    public var headerHeight: Double { didSet { prepared.invalidate() } }
    /// Where the layout learns each item's aspect ratio; without one, every item is 4:3.
    public var delegate: (any JustifiedLayoutDelegate)? { didSet { prepared.invalidate() } }

    public var prepared = PreparedState<Geometry>()

    /// Creates a justified layout.
    public init(
        targetRowHeight: Double = Self.defaultTargetRowHeight, tolerance: Double = Self.defaultTolerance,
        spacing: Double = Self.defaultSpacing, headerHeight: Double = 0,
        delegate: (any JustifiedLayoutDelegate)? = nil
    ) {
        self.targetRowHeight = targetRowHeight
        self.tolerance = tolerance
        self.spacing = spacing
        self.headerHeight = headerHeight
        self.delegate = delegate
    }

    /// The spacing: gaps up to it close on character cells, and items that far apart never share a cell.
    public var gutter: Double { Self.sanitized(spacing, default: Self.defaultSpacing) }

    public func makeGeometry(for context: LayoutContext) -> Geometry {
        var builder = JustifiedGeometryBuilder(
            context: context, rule: rule(for: context),
            headerHeight: Self.sanitized(headerHeight, default: 0),
            aspect: { indexPath in Self.aspectRatio(delegate?.aspectRatio(forItemAt: indexPath, in: context))
            })
        return builder.build()
    }

    /// The row rule for `context`'s width and this layout's properties, sanitised.
    func rule(for context: LayoutContext) -> JustifiedRowRule {
        let width = max((context.contentWidth - context.layoutMargins.horizontal).finite(or: 0), 0)
        let target =
            targetRowHeight.isFinite && targetRowHeight > 0 ? targetRowHeight : Self.defaultTargetRowHeight
        return JustifiedRowRule(
            width: width, target: target,
            tolerance: tolerance.isFinite ? min(max(tolerance, 0), 0.9) : Self.defaultTolerance,
            spacing: gutter,
            maximumItems: max(1, (width / Self.minimumItemWidth).flooredInt))
    }

    /// An answer of the delegate made usable: clamped to ``aspectRatioRange``, unknown when missing or
    /// meaningless.
    static func aspectRatio(_ answer: Double?) -> Double {
        guard let answer, answer > 0, !answer.isNaN else { return unknownAspectRatio }
        return min(max(answer, aspectRatioRange.lowerBound), aspectRatioRange.upperBound)
    }

    private static func sanitized(_ value: Double, default fallback: Double) -> Double {
        value.isFinite && value >= 0 ? value : fallback
    }
}
