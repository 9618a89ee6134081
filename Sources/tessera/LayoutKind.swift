import ArgumentParser
import TesseraLayout

/// The layouts `tessera layout` can print.
enum LayoutKind: String, CaseIterable, ExpressibleByArgument {
    case flow, column, mosaic, grid, staggered

    /// A fresh, unprepared layout of this kind.
    func makeLayout() -> any CollectionLayout {
        switch self {
        case .flow: FlowLayout()
        case .column: ColumnFlowLayout()
        case .mosaic: MosaicLayout()
        case .grid: GridLayout()
        case .staggered: StaggeredLayout()
        }
    }

    /// The left and right layout margins used when `--margins` is not given.
    var defaultMargins: [Double] { self == .column ? [8, 8] : [0, 0] }
}
