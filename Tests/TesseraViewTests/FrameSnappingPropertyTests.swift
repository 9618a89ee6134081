import PropertyBased
import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Every layout, rasterised at random widths and scroll positions through the collection view's own
/// raster: neighbours that touch or are the layout's gutter apart leave no empty cell line between them,
/// and frames at least a gutter apart never share a cell.
@Suite struct FrameSnappingPropertyTests {
    enum Kind: String, CaseIterable, Sendable {
        case mosaic, column, grid, staggered, flowWithoutSpacing, justified

        func make() -> any CollectionLayout {
            switch self {
            case .mosaic: return MosaicLayout()
            case .column: return ColumnFlowLayout()
            case .grid: return GridLayout()
            case .staggered: return StaggeredLayout()
            case .justified: return JustifiedLayout(delegate: WideAndTallItems())
            case .flowWithoutSpacing:
                var layout = FlowLayout()
                layout.itemSize = Size(width: 37.5, height: 21.25)
                layout.minimumInteritemSpacing = 0
                layout.minimumLineSpacing = 0
                return layout
            }
        }

        /// The gap the layout leaves between neighbouring items, as its algorithm defines it.
        var neighbourSpacing: Double { self == .mosaic || self == .justified ? 1 : 0 }
    }

    @Test(arguments: Kind.allCases)
    func neighboursTouchInCellsAndSeparateFramesNeverShareOne(_ kind: Kind) async {
        await propertyCheck(
            count: 120,
            input: Gen.int(in: 12...240), Gen.int(in: 4...70), Gen.int(in: 1...400), Gen.double(in: 0...1)
        ) { columns, rows, count, scroll in
            var view = CollectionView(
                layout: kind.make(), itemCounts: [count],
                viewport: CellRect(column: 0, row: 0, width: columns, height: rows))
            let bottom = max(view.layout.contentSize.height - view.visibleRect.height, 0)
            view.scroll(to: Point(x: 0, y: (bottom * scroll).rounded(.down)))
            let raster = view.raster
            let gutter = kind.neighbourSpacing
            let frames = view.layout.attributes(in: view.visibleRect).filter { $0.kind == .cell }.compactMap {
                element in raster.unclippedCellRect(for: element.frame).map { (element.frame, $0) }
            }
            for (a, cellsA) in frames {
                for (b, cellsB) in frames where a != b {
                    let gapX = b.minX - a.maxX
                    let gapY = b.minY - a.maxY
                    let sideBySide = a.maxY > b.minY && b.maxY > a.minY
                    let stacked = a.maxX > b.minX && b.maxX > a.minX
                    if max(gapX, gapY, a.minX - b.maxX, a.minY - b.maxY) >= gutter {
                        #expect(cellsA.intersection(cellsB) == nil, "\(a) \(b)")
                    }
                    if sideBySide && gapX >= 0 && gapX <= gutter {
                        #expect(cellsA.maxColumn == cellsB.column, "\(a) \(b)")
                    }
                    if stacked && gapY >= 0 && gapY <= gutter {
                        #expect(cellsA.maxRow == cellsB.row, "\(a) \(b)")
                    }
                }
            }
        }
    }
}

/// Aspect ratios from a tall strip to a panorama, varying with the index.
struct WideAndTallItems: JustifiedLayoutDelegate {
    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        [0.75, 1.5, 1, 0.3, 2.4, 1.33, 6, 0.56][indexPath.item % 8]
    }
}
