extension StaggeredLayout {
    /// A prepared staggered layout: the row count and vertical offset; frames follow from the index.
    public struct Geometry: LayoutGeometry {
        private let count: Int
        private let rows: Int
        private let topOffset: Double

        private static let columnPitch = StaggeredLayout.itemSize.width + StaggeredLayout.itemSpacing
        private static let rowPitch = StaggeredLayout.itemSize.height + StaggeredLayout.itemSpacing
        private static let shift = StaggeredLayout.itemSize.width / 2

        init(count: Int, availableHeight: Double, alignment: VerticalAlignment) {
            self.count = max(count, 0)
            rows = StaggeredLayout.rows(forHeight: availableHeight)
            let usedRows = min(rows, self.count)
            let usedHeight = Double(usedRows) * Self.rowPitch - StaggeredLayout.itemSpacing
            topOffset = alignment == .center && usedRows > 0 ? max((availableHeight - usedHeight) / 2, 0) : 0
        }

        private var columns: Int { (count + rows - 1) / rows }

        private func frame(row: Int, column: Int) -> Rect {
            Rect(
                x: Double(column) * Self.columnPitch + (row % 2 == 1 ? Self.shift : 0),
                y: topOffset + Double(row) * Self.rowPitch,
                width: StaggeredLayout.itemSize.width, height: StaggeredLayout.itemSize.height)
        }

        /// Covers every frame, including the half-item shift of the last column's odd rows. Measured from
        /// the frames themselves, so rounding can never leave a frame poking out.
        public var contentSize: Size {
            guard count > 0 else { return .zero }
            let lastColumn = columns - 1
            let lastColumnCount = count - lastColumn * rows
            let widest = frame(row: lastColumnCount >= 2 ? 1 : 0, column: lastColumn)
            let lowest = frame(row: min(rows, count) - 1, column: 0)
            return Size(width: widest.maxX, height: lowest.maxY)
        }

        public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            let (column, row) = indexPath.item.quotientAndRemainder(dividingBy: rows)
            return LayoutAttributes(indexPath: indexPath, frame: frame(row: row, column: column))
        }

        public func attributes(in rect: Rect) -> [LayoutAttributes] {
            guard count > 0, !rect.isEmpty else { return [] }
            let usedRows = min(rows, count)
            let firstRow = max(((rect.minY - topOffset) / Self.rowPitch).flooredInt, 0)
            let lastRow = min(((rect.maxY - topOffset) / Self.rowPitch).flooredInt, usedRows - 1)
            let firstColumn = max(
                ((rect.minX - StaggeredLayout.itemSize.width - Self.shift) / Self.columnPitch).flooredInt, 0)
            let lastColumn = min((rect.maxX / Self.columnPitch).flooredInt, columns - 1)
            guard firstRow <= lastRow, firstColumn <= lastColumn else { return [] }
            var result: [LayoutAttributes] = []
            result.reserveCapacity((lastColumn - firstColumn + 1) * (lastRow - firstRow + 1))
            for column in firstColumn...lastColumn {
                for row in firstRow...lastRow {
                    let item = column * rows + row
                    guard item < count else { break }
                    let frame = frame(row: row, column: column)
                    if frame.intersects(rect) {
                        result.append(LayoutAttributes(indexPath: IndexPath(item: item), frame: frame))
                    }
                }
            }
            return result
        }
    }
}
