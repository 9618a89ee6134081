import TesseraCanvas
import TesseraView

extension CollectionView {
    /// Carries out the commands every collection screen shares — focus moves, paging, first and last —
    /// and returns whether `command` was one of them.
    package mutating func performNavigation(_ command: Command) -> Bool {
        switch command {
        case .move(let direction): moveFocus(direction)
        case .page(let direction): page(direction)
        case .first: focusFirst()
        case .last: focusLast()
        default: return false
        }
        return true
    }

    /// Scrolls by whole rows of cells (the mouse wheel); negative scrolls up.
    package mutating func scroll(rows: Int) {
        scroll(dy: Double(rows) * Raster.pointsPerRow)
    }
}
