extension MosaicLayout {
    /// A prepared mosaic: the frames of each segment style for the current width, and the item ↔ segment
    /// arithmetic. Segment `k` spans `y = 1 + 201k ..< 201(k + 1)`.
    ///
    /// Costs O(1) to build and O(1) memory whatever the count; a frame costs O(1), a region query
    /// O(segments crossed + items returned).
    public struct Geometry: LayoutGeometry {
        private let sequence: MosaicSequence
        /// The frames of each style for a segment at y = 0, indexed by `MosaicSegmentStyle.rawValue`.
        private let templates: [[Rect]]
        private let boundsSize: Size
        private let widestFrame: Double

        init(boundsSize: Size, count: Int) {
            let width = max(boundsSize.width.finite(or: 0), 0)
            let strip = Rect(x: 0, y: 0, width: width, height: MosaicLayout.segmentHeight)
            sequence = MosaicSequence(count: count)
            templates = MosaicSegmentStyle.allCases.map { $0.frames(in: strip) }
            widestFrame = templates.joined().map(\.maxX).max() ?? 0
            self.boundsSize = boundsSize
        }

        private static let pitch = MosaicLayout.segmentHeight + MosaicLayout.segmentSpacing

        private static func minY(ofSegment segment: Int) -> Double {
            MosaicLayout.segmentSpacing + Double(segment) * pitch
        }

        /// The content size: at least the bounds (as in the sample), and always covering the last segment.
        public var contentSize: Size {
            let bottom = Double(sequence.segmentCount) * Self.pitch
            return Size(
                width: max(boundsSize.width.finite(or: 0), widestFrame, 0),
                height: max(boundsSize.height.finite(or: 0), bottom, 0))
        }

        private func frame(ofItem item: Int) -> Rect {
            let (segment, slot) = sequence.location(ofItem: item)
            let style = sequence.style(ofSegment: segment)
            return templates[style.rawValue][slot].offsetBy(dx: 0, dy: Self.minY(ofSegment: segment))
        }

        public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < sequence.count else {
                return nil
            }
            return LayoutAttributes(indexPath: indexPath, frame: frame(ofItem: indexPath.item))
        }

        public func attributes(in rect: Rect) -> [LayoutAttributes] {
            let segmentCount = sequence.segmentCount
            guard segmentCount > 0, !rect.isEmpty, rect.maxY > rect.minY else { return [] }
            // Segment k ends at 201(k + 1), so the first that ends below rect.minY is ⌊minY / 201⌋.
            let first = max((rect.minY / Self.pitch).flooredInt, 0)
            var result: [LayoutAttributes] = []
            let lastSegment = min(
                ((rect.maxY - MosaicLayout.segmentSpacing) / Self.pitch).flooredInt, segmentCount - 1)
            result.reserveCapacity(3 * max(lastSegment - first + 1, 0))
            var segment = first
            while segment < segmentCount && Self.minY(ofSegment: segment) < rect.maxY {
                let start = sequence.firstItem(ofSegment: segment)
                let style = sequence.style(ofSegment: segment)
                let top = Self.minY(ofSegment: segment)
                for (slot, template) in templates[style.rawValue].enumerated() {
                    let frame = template.offsetBy(dx: 0, dy: top)
                    if frame.intersects(rect) {
                        result.append(
                            LayoutAttributes(indexPath: IndexPath(item: start + slot), frame: frame))
                    }
                }
                segment += 1
            }
            return result
        }
    }
}
