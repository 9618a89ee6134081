import TesseraCanvas
import TesseraShell
import TesseraView

extension TimelineViewController {
    /// The scrubber under the mouse: a press on it jumps there and starts a drag; while the button is
    /// held the timeline follows the pointer's row (above or below the track, its first or last row),
    /// wherever the pointer is across the screen; the release jumps a last time and ends the drag.
    /// Returns whether the gesture was the scrubber's.
    func handleMouse(_ mouse: MouseEvent) -> Bool {
        let cell = CellPoint(column: mouse.column, row: mouse.row)
        switch mouse.action {
        case .click:
            isScrubbing = jumpOnScrubber(at: cell)
            return isScrubbing
        case .drag, .release:
            guard isScrubbing else { return false }
            let area = scrubber.area
            let row = min(max(cell.row, area.row), area.maxRow - 1)
            _ = jumpOnScrubber(at: CellPoint(column: area.column, row: row))
            isScrubbing = mouse.action == .drag
            return true
        default:
            return false
        }
    }

    /// The scrubber as drawn now.
    var scrubber: TimelineScrubber { TimelineScrubber(timeline: timeline, view: collectionView) }

    /// Focuses the photo at the height of the timeline the scrubber's row at `cell` stands for, when
    /// `cell` is on the scrubber; returns whether it was.
    func jumpOnScrubber(at cell: CellPoint) -> Bool {
        guard let position = scrubber.itemIndex(atScreenCell: cell) else { return false }
        collectionView.focus(indexPath(ofShown: position))
        return true
    }
}

extension TimelineViewController: SettlingScreen {}

extension MouseAction {
    /// Dragging along the timeline's scrubber, the column at its right edge (a click there jumps too).
    package static let dragScrubber = MouseAction(
        label: "drag the scrubber", help: "Jump through the timeline (right edge; a click too)")
}
