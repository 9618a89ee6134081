/// Runs the flow algorithm once over every section and item, producing a ``FlowLayout/Geometry``.
///
/// Works in line space (see ``LineAxis``): lines are rows stacked along y, items run along x.
struct FlowGeometryBuilder {
    private let layout: FlowLayout
    private let delegate: (any FlowLayoutDelegate)?
    private let context: LayoutContext
    private let axis: LineAxis
    private let crossExtent: Double

    private var frames: [Rect] = []
    private var lineStarts: [Int32] = []
    private var lineEnds: [Double] = []
    private var sectionStarts: [Int] = []
    private var supplementary: [FlowLayout.SupplementaryFrame] = []
    private var sectionFrames: [Rect] = []
    private var stackEnd = 0.0
    /// The furthest any frame reaches across lines (it can pass `crossExtent` by a rounding error).
    private var acrossEnd = 0.0
    /// The line-space sizes of the items of the line being built (reused between lines).
    private var lineSizes: [Size] = []

    init(layout: FlowLayout, context: LayoutContext) {
        self.layout = layout
        self.delegate = layout.delegate
        self.context = context
        axis = LineAxis(layout.scrollDirection)
        crossExtent = axis.isTransposed ? context.contentHeight : context.contentWidth
    }

    mutating func build() -> FlowLayout.Geometry {
        // Lines never outnumber items: reserving that bounds the cache at 44 bytes per item, with no regrowth.
        let itemCount = context.itemCounts.reduce(0) { $0 + max($1, 0) }
        frames.reserveCapacity(itemCount)
        lineStarts.reserveCapacity(itemCount)
        lineEnds.reserveCapacity(itemCount)
        for section in context.itemCounts.indices {
            layOutSection(section)
        }
        return FlowLayout.Geometry(
            axis: axis, frames: frames, lineStarts: lineStarts, lineEnds: lineEnds,
            sectionStarts: sectionStarts, supplementary: supplementary, sectionFrames: sectionFrames,
            contentSize: axis.convert(Size(width: max(crossExtent, acrossEnd), height: stackEnd)))
    }

    private mutating func layOutSection(_ section: Int) {
        let metrics = FlowSectionMetrics(layout: layout, context: context, section: section, axis: axis)
        sectionStarts.append(frames.count)
        let top = stackEnd
        defer { sectionFrames.append(Rect(x: 0, y: top, width: crossExtent, height: stackEnd - top)) }
        addSupplementary(ElementKind.sectionHeader, section: section, extent: metrics.headerExtent)
        let count = context.numberOfItems(inSection: section)
        if count > 0 {
            stackEnd += metrics.inset.top
            layOutLines(section: section, count: count, metrics: metrics)
            stackEnd += metrics.inset.bottom
        }
        addSupplementary(ElementKind.sectionFooter, section: section, extent: metrics.footerExtent)
    }

    private mutating func addSupplementary(_ kind: ElementKindName, section: Int, extent: Double) {
        guard extent > 0 else { return }
        let frame = Rect(x: 0, y: stackEnd, width: crossExtent, height: extent)
        supplementary.append(FlowLayout.SupplementaryFrame(kind: kind, section: section, frame: frame))
        stackEnd += extent
    }

    private mutating func layOutLines(section: Int, count: Int, metrics: FlowSectionMetrics) {
        let leading = metrics.inset.left
        let available = max(crossExtent - metrics.inset.left - metrics.inset.right, 0)
        let spacing = metrics.interitemSpacing
        var previousGap: Double?
        // Without a delegate every full line is the same: after the first, copy its x positions.
        var uniformLine: [Double] = []
        var item = 0
        while item < count {
            if !uniformLine.isEmpty && item + uniformLine.count < count {
                stackEnd += metrics.lineSpacing
                repeatLine(uniformLine)
                item += uniformLine.count
                continue
            }
            let isFirstLine = item == 0
            let used = collectLine(
                section: section, from: item, count: count, available: available, spacing: spacing)
            let itemCount = lineSizes.count
            let itemsWidth = used - spacing * Double(itemCount - 1)
            let isLast = item + itemCount == count
            var x = leading
            var gap = spacing
            let followsSingleItem = previousGap == nil && !isFirstLine
            if isLast && !isFirstLine && !(itemCount == 1 && followsSingleItem) {
                if let previous = previousGap, itemsWidth + previous * Double(itemCount - 1) <= available {
                    gap = previous
                }
            } else if itemCount == 1 {
                x = leading + (available - itemsWidth) / 2
            } else {
                gap = (available - itemsWidth) / Double(itemCount - 1)
            }
            previousGap = itemCount > 1 ? gap : nil
            if !isFirstLine { stackEnd += metrics.lineSpacing }
            placeLine(from: x, gap: gap)
            if delegate == nil && !isLast && uniformLine.isEmpty {
                uniformLine = frames[(frames.count - itemCount)...].map(\.minX)
            }
            item += itemCount
        }
    }

    /// Places a line of uniform items at the x positions of an earlier full line.
    private mutating func repeatLine(_ positions: [Double]) {
        let size = lineSizes[0]  // the sizes of the line being repeated, the last one collected
        lineStarts.append(Int32(truncatingIfNeeded: frames.count))
        for x in positions {
            frames.append(Rect(x: x, y: stackEnd, width: size.width, height: size.height))
        }
        stackEnd += size.height
        lineEnds.append(stackEnd)
    }

    /// Fills `lineSizes` with the items that fit on a line starting at `first`; returns the width they use
    /// at the minimum spacing.
    private mutating func collectLine(
        section: Int, from first: Int, count: Int, available: Double, spacing: Double
    )
        -> Double
    {
        lineSizes.removeAll(keepingCapacity: true)
        var used = 0.0
        var item = first
        while item < count {
            let size = lineSize(of: IndexPath(item: item, section: section), available: available)
            let needed = item == first ? size.width : spacing + size.width
            if item > first && used + needed > available { break }
            used += needed
            lineSizes.append(size)
            item += 1
        }
        return used
    }

    private mutating func placeLine(from start: Double, gap: Double) {
        let height = lineSizes.reduce(0) { max($0, $1.height) }
        lineStarts.append(Int32(truncatingIfNeeded: frames.count))
        var x = start
        for size in lineSizes {
            frames.append(
                Rect(x: x, y: stackEnd + (height - size.height) / 2, width: size.width, height: size.height))
            x += size.width + gap
        }
        acrossEnd = max(acrossEnd, frames.last.map(\.maxX) ?? 0)
        stackEnd += height
        lineEnds.append(stackEnd)
    }

    /// An item's size in line space: negative or NaN dimensions count as zero, and the width is clamped to
    /// the line.
    private func lineSize(of indexPath: IndexPath, available: Double) -> Size {
        let size = axis.convert(delegate?.sizeForItem(at: indexPath, in: context) ?? layout.itemSize)
        let width = size.width.isNaN ? 0 : min(max(size.width, 0), available)
        return Size(width: width, height: max(size.height.finite(or: 0), 0))
    }
}
