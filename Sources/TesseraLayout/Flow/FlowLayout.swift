/// A line-based layout like `UICollectionViewFlowLayout`: items fill lines across the non-scrolling axis,
/// and lines stack along the scrolling axis, section after section, with optional headers and footers.
///
/// Line rules (as UIKit): a line takes as many items as fit at the minimum interitem spacing. A line with
/// one item centres it; a line with more is justified (first item at the leading inset, last ending at the
/// trailing inset). The last line of a section that has earlier lines keeps the previous line's spacing, so
/// it reads as left-aligned (minimum spacing when that does not fit; a lone last item after a lone item is
/// centred like it). Items are centred across a line as tall as its tallest item. Line spacing
/// separates lines only: none next to a header or footer. An item wider than the line sits alone, clamped
/// to the line's width.
///
/// Edge cases: negative sizes and spacings count as zero; a line narrower than an item clamps the item to
/// it (a width of zero gives zero-width items, which region queries never return); an empty section has only
/// its header and footer (no insets).
public struct FlowLayout: GeometryLayout {
    /// The axis the content scrolls along.
    public enum ScrollDirection: Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, stacked rightwards.
        case horizontal
    }

    /// What section insets are measured from.
    public enum SectionInsetReference: Sendable {
        /// From the content area's edges (the bounds less the content insets).
        case fromContentInset
        /// From the layout margins inside the content area.
        case fromLayoutMargins
    }

    /// The scrolling axis.
    public var scrollDirection: ScrollDirection = .vertical { didSet { prepared.invalidate() } }
    /// The size of items the delegate does not size.
    public var itemSize = Size(width: 50, height: 50) { didSet { prepared.invalidate() } }
    /// The minimum gap between items of a line.
    public var minimumInteritemSpacing = 10.0 { didSet { prepared.invalidate() } }
    /// The minimum gap between lines.
    public var minimumLineSpacing = 10.0 { didSet { prepared.invalidate() } }
    /// The insets around each section's items.
    public var sectionInset = EdgeInsets.zero { didSet { prepared.invalidate() } }
    /// What ``sectionInset`` is measured from.
    public var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { prepared.invalidate() }
    }
    /// The size of each section's header; only the extent along the scrolling axis counts. Zero: no header.
    public var headerReferenceSize = Size.zero { didSet { prepared.invalidate() } }
    /// The size of each section's footer; only the extent along the scrolling axis counts. Zero: no footer.
    public var footerReferenceSize = Size.zero { didSet { prepared.invalidate() } }
    /// Per-item sizes and per-section metrics, overriding the properties above where it answers.
    public var delegate: (any FlowLayoutDelegate)? { didSet { prepared.invalidate() } }

    public var prepared = PreparedState<Geometry>()

    /// Creates a vertical flow layout with UIKit's defaults (50 × 50 items, spacings of 10).
    public init(delegate: (any FlowLayoutDelegate)? = nil) {
        self.delegate = delegate
    }

    public func makeGeometry(for context: LayoutContext) -> Geometry {
        var builder = FlowGeometryBuilder(layout: self, context: context)
        return builder.build()
    }
}
