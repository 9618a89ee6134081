extension JustifiedLayout {
    /// A prepared justified layout: its rows kept the way a ``FlowLayout`` keeps its lines (every frame in
    /// a flat array, the rows' first items and bottom edges), so region queries are the flow layout's
    /// O(log n + k) ones, plus each section's frame and header for pinning.
    public struct Geometry: LayoutGeometry {
        /// The rows and headers, queried as a vertical flow geometry.
        let rows: FlowLayout.Geometry
        /// Whether every section has a header (then `rows.supplementary[section]` is its frame).
        let hasHeaders: Bool

        public var contentSize: Size { rows.contentSize }

        public func attributes(in rect: Rect) -> [LayoutAttributes] {
            rows.attributes(in: rect)
        }

        public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            rows.attributesForItem(at: indexPath)
        }

        /// The header of a section, found by index in O(1); `nil` for other kinds or without headers.
        public func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
            -> LayoutAttributes?
        {
            guard hasHeaders, kind == ElementKind.sectionHeader, indexPath.item == 0,
                rows.supplementary.indices.contains(indexPath.section)
            else { return nil }
            return LayoutAttributes(
                indexPath: indexPath, kind: .supplementary(kind),
                frame: rows.supplementary[indexPath.section].frame)
        }

        /// The frame of a section, from its header's top to its last row's bottom; `nil` when there is no
        /// such section.
        public func frame(ofSection section: Int) -> Rect? {
            rows.frame(ofSection: section)
        }
    }
}

/// Runs the row rule over every section once, placing headers and rows top to bottom.
struct JustifiedGeometryBuilder {
    private let context: LayoutContext
    private let rule: JustifiedRowRule
    private let headerHeight: Double
    private let aspect: (IndexPath) -> Double
    private let leading: Double

    private var frames: [Rect] = []
    private var rowStarts: [Int32] = []
    private var rowEnds: [Double] = []
    private var sectionStarts: [Int] = []
    private var sectionFrames: [Rect] = []
    private var headers: [FlowLayout.SupplementaryFrame] = []
    /// The furthest right any frame reaches: W past the leading margin, or a rounding error more.
    private var trailing: Double
    /// The bottom of the last element placed, or `nil` before the first.
    private var bottom: Double?
    /// The aspect ratios of the section being laid out (reused between sections).
    private var ratios: [Double] = []

    init(
        context: LayoutContext, rule: JustifiedRowRule, headerHeight: Double,
        aspect: @escaping (IndexPath) -> Double
    ) {
        self.context = context
        self.rule = rule
        self.headerHeight = headerHeight
        self.aspect = aspect
        leading = context.layoutMargins.left.finite(or: 0)
        trailing = leading + rule.width
    }

    mutating func build() -> JustifiedLayout.Geometry {
        let itemCount = context.itemCounts.reduce(0) { $0 + max($1, 0) }
        frames.reserveCapacity(itemCount)
        for section in context.itemCounts.indices {
            layOutSection(section)
        }
        let rows = FlowLayout.Geometry(
            axis: LineAxis(.vertical), frames: frames, lineStarts: rowStarts, lineEnds: rowEnds,
            sectionStarts: sectionStarts, supplementary: headers, sectionFrames: sectionFrames,
            contentSize: Size(width: max(context.contentWidth, trailing), height: bottom ?? 0))
        return JustifiedLayout.Geometry(rows: rows, hasHeaders: headerHeight > 0)
    }

    /// Where the next element starts: below the last one, a spacing apart.
    private var nextTop: Double { bottom.map { $0 + rule.spacing } ?? 0 }

    private mutating func layOutSection(_ section: Int) {
        sectionStarts.append(frames.count)
        let top = nextTop
        if headerHeight > 0 {
            let frame = Rect(x: leading, y: top, width: rule.width, height: headerHeight)
            headers.append(
                FlowLayout.SupplementaryFrame(kind: ElementKind.sectionHeader, section: section, frame: frame)
            )
            bottom = frame.maxY
        }
        let count = context.numberOfItems(inSection: section)
        ratios.removeAll(keepingCapacity: true)
        for item in 0..<count { ratios.append(aspect(IndexPath(item: item, section: section))) }
        let (rule, ratios) = (self.rule, self.ratios)
        rule.breakRows(ratios) { row in
            place(row, isLastOfSection: row.start + row.count == count)
        }
        let sectionBottom = bottom ?? top
        sectionFrames.append(
            Rect(x: leading, y: top, width: trailing - leading, height: max(sectionBottom - top, 0)))
    }

    /// Places one row below the last element: frames x = leading + h(a₀ + … + aᵢ₋₁) + g·i.
    private mutating func place(_ row: JustifiedRowRule.Row, isLastOfSection: Bool) {
        let sizing = rule.sizing(
            of: row, isLastOfSection: isLastOfSection, minimumHeight: JustifiedLayout.minimumRowHeight)
        let top = nextTop
        let height = sizing.height
        rowStarts.append(Int32(truncatingIfNeeded: frames.count))
        if case .fullWidth = sizing {
            frames.append(Rect(x: leading, y: top, width: rule.width, height: height))
        } else {
            var preceding = 0.0
            for index in 0..<row.count {
                let ratio = ratios[row.start + index]
                let x = leading + height * preceding + rule.spacing * Double(index)
                // A justified row's last frame ends at W: its width absorbs the rounding of the positions
                // before it.
                let isEnd = index == row.count - 1 && sizing.isJustified
                frames.append(
                    Rect(
                        x: x, y: top, width: isEnd ? leading + rule.width - x : height * ratio, height: height
                    ))
                preceding += ratio
            }
        }
        trailing = max(trailing, frames.last?.maxX ?? trailing)
        bottom = top + height
        rowEnds.append(top + height)
    }
}
