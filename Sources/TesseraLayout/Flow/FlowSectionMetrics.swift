/// One section's metrics, resolved from the delegate or the layout and converted to line space: negative
/// or non-finite spacings and extents count as zero.
struct FlowSectionMetrics {
    /// The section insets in line space (margins included when insets are measured from them).
    let inset: EdgeInsets
    /// The minimum gap between items of a line.
    let interitemSpacing: Double
    /// The gap between lines.
    let lineSpacing: Double
    /// The header's extent along the stacking axis (0: no header).
    let headerExtent: Double
    /// The footer's extent along the stacking axis (0: no footer).
    let footerExtent: Double

    init(layout: FlowLayout, context: LayoutContext, section: Int, axis: LineAxis) {
        let delegate = layout.delegate
        var insets = delegate?.insetForSection(section, in: context) ?? layout.sectionInset
        if layout.sectionInsetReference == .fromLayoutMargins { insets = insets + context.layoutMargins }
        let lineInsets = axis.convert(insets)
        inset = EdgeInsets(
            top: lineInsets.top.finite(or: 0), left: lineInsets.left.finite(or: 0),
            bottom: lineInsets.bottom.finite(or: 0), right: lineInsets.right.finite(or: 0))
        interitemSpacing = Self.nonNegative(
            delegate?.minimumInteritemSpacing(forSection: section, in: context)
                ?? layout.minimumInteritemSpacing)
        lineSpacing = Self.nonNegative(
            delegate?.minimumLineSpacing(forSection: section, in: context) ?? layout.minimumLineSpacing)
        let header =
            delegate?.referenceSizeForHeader(inSection: section, in: context) ?? layout.headerReferenceSize
        let footer =
            delegate?.referenceSizeForFooter(inSection: section, in: context) ?? layout.footerReferenceSize
        headerExtent = Self.nonNegative(axis.convert(header).height)
        footerExtent = Self.nonNegative(axis.convert(footer).height)
    }

    private static func nonNegative(_ value: Double) -> Double {
        max(value.finite(or: 0), 0)
    }
}
