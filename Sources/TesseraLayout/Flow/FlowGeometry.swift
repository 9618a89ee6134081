extension FlowLayout {
    /// A header or footer frame, in line space.
    struct SupplementaryFrame: Sendable {
        let kind: ElementKindName
        let section: Int
        let frame: Rect
    }

    /// A prepared flow layout: every item's frame in flat arrays, plus the lines, kept in line space.
    ///
    /// Memory: 32 bytes per item (its frame) and 12 per line. A region query binary-searches the first line
    /// that ends below the rectangle's top, then, within each line it crosses, the first item that ends
    /// right of its left edge: O(log n + k) for rectangles that cross few lines.
    public struct Geometry: LayoutGeometry {
        let axis: LineAxis
        /// Item frames in line space, all sections flattened in order.
        let frames: [Rect]
        /// The flat index of each line's first item.
        let lineStarts: [Int32]
        /// Where each line ends along the stacking axis (line space `maxY`).
        let lineEnds: [Double]
        /// The flat index of each section's first item.
        let sectionStarts: [Int]
        /// Headers and footers in stacking order.
        let supplementary: [SupplementaryFrame]
        /// Each section's frame in line space: its header, items and insets, and footer.
        let sectionFrames: [Rect]
        public let contentSize: Size

        public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard let flat = flatIndex(of: indexPath) else { return nil }
            return LayoutAttributes(indexPath: indexPath, frame: axis.convert(frames[flat]))
        }

        public func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
            -> LayoutAttributes?
        {
            // In stacking order, so by section: a binary search, then the section's header and footer.
            let first = supplementary.partitioningIndex { $0.section >= indexPath.section }
            return supplementary[first...].prefix { $0.section == indexPath.section }
                .first { $0.kind == kind }.map { attributes(of: $0) }
        }

        /// The section's frame: from its header's top to its footer's bottom, across the lines.
        public func frame(ofSection section: Int) -> Rect? {
            sectionFrames.indices.contains(section) ? axis.convert(sectionFrames[section]) : nil
        }

        public func attributes(in rect: Rect) -> [LayoutAttributes] {
            let query = axis.convert(rect)
            guard !query.isEmpty else { return [] }
            var result: [LayoutAttributes] = []
            appendItems(in: query, to: &result)
            appendSupplementary(in: query, to: &result)
            return result
        }

        private func appendItems(in query: Rect, to result: inout [LayoutAttributes]) {
            let firstLine = lineEnds.partitioningIndex { $0 > query.minY }
            // Reserve room for every item of the lines the query can cross (bounded), so appending never
            // reallocates on a screen-sized query.
            let endLine = min(
                lineEnds[firstLine...].partitioningIndex { $0 >= query.maxY } + 1, lineStarts.count)
            let firstItem = firstLine < lineStarts.count ? Int(lineStarts[firstLine]) : frames.count
            let endItem = endLine < lineStarts.count ? Int(lineStarts[endLine]) : frames.count
            result.reserveCapacity(min(max(endItem - firstItem, 0), 4_096))
            var line = firstLine
            var section = 0
            while line < lineEnds.count {
                // A line starts after the previous one ends: once that is below the query, stop.
                if line > firstLine && lineEnds[line - 1] >= query.maxY { break }
                let start = Int(lineStarts[line])
                let end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : frames.count
                var item = frames[start..<end].partitioningIndex { $0.maxX > query.minX }
                while item < end && frames[item].minX < query.maxX {
                    if frames[item].intersects(query) {
                        while section + 1 < sectionStarts.count && sectionStarts[section + 1] <= item {
                            section += 1
                        }
                        let indexPath = IndexPath(item: item - sectionStarts[section], section: section)
                        result.append(
                            LayoutAttributes(indexPath: indexPath, frame: axis.convert(frames[item])))
                    }
                    item += 1
                }
                line += 1
            }
        }

        private func appendSupplementary(in query: Rect, to result: inout [LayoutAttributes]) {
            var index = supplementary.partitioningIndex { $0.frame.maxY > query.minY }
            while index < supplementary.count && supplementary[index].frame.minY < query.maxY {
                if supplementary[index].frame.intersects(query) {
                    result.append(attributes(of: supplementary[index]))
                }
                index += 1
            }
        }

        private func attributes(of element: SupplementaryFrame) -> LayoutAttributes {
            LayoutAttributes(
                indexPath: IndexPath(item: 0, section: element.section), kind: .supplementary(element.kind),
                frame: axis.convert(element.frame))
        }

        private func flatIndex(of indexPath: IndexPath) -> Int? {
            guard sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
            let start = sectionStarts[indexPath.section]
            let end =
                indexPath.section + 1 < sectionStarts.count
                ? sectionStarts[indexPath.section + 1] : frames.count
            return indexPath.item < end - start ? start + indexPath.item : nil
        }
    }
}
