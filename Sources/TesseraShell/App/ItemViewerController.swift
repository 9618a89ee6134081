import SystemPackage
import TesseraCanvas
import TesseraLayout

/// The one viewer: one item of a list on the whole content area, for every kind of item (the demo
/// Feed's generated pictures, `FeedPictureViewController` in `TesseraDemo`; an album's photos,
/// `PhotoViewerViewController` in `TesseraPhotos`).
///
/// The viewer steps through the items (←/→ and the paging keys, Home/End, the wheel), writes the status
/// line's position, places the picture in its area and goes back on Esc; its `Source` says what the items
/// are, draws one, and adds the extras its kind of item has (see ``ViewerSource``). The list that opened
/// it focuses the item last shown when it closes (``ItemViewer``).
package final class ItemViewerController<Source: ViewerSource>: ViewController {
    /// The items and the state of their extras.
    package let source: Source
    /// The item shown: its index among the source's items.
    package var index: Int
    /// The area the item is drawn in: ``screenArea`` less what the source keeps beside it.
    package var viewport = CellRect.zero
    /// The viewer's whole area on screen.
    package private(set) var screenArea = CellRect.zero
    /// The app's clock at the last ``advance(to:)``.
    package private(set) var clockNow = Duration.zero

    /// A viewer of `source`'s items showing the one at `index` (the nearest there is).
    package init(source: Source, index: Int) {
        self.source = source
        self.index = min(max(index, 0), max(source.count - 1, 0))
    }

    /// How many items the viewer steps through.
    var itemCount: Int { source.count }
    /// Whether an item is shown (not when every one is gone).
    var showsItem: Bool { (0..<itemCount).contains(index) }

    package var title: String { source.title }
    package var positionText: String {
        guard showsItem else { return CountFormat.position(nil, of: itemCount) }
        return ([CountFormat.position(index, of: itemCount)] + source.statusFacts(in: self))
            .joined(separator: " · ")
    }
    package var statusNote: String? { source.statusNote(in: self) }
    package var titleAction: TitleAction? { nil }
    package var isAnimating: Bool { false }
    package var mouseActions: [MouseAction] { [.wheelSteps] + source.mouseActions(in: self) }
    package var nextDeadline: Duration? { source.nextDeadline(in: self) }
    package var chosenPaths: [FilePath] { source.chosenPaths(in: self) }

    package func setViewport(_ area: CellRect) {
        screenArea = area
        viewport = source.pictureArea(in: area, of: self)
    }

    package func perform(_ command: Command) -> CommandResult {
        if let done = source.perform(command, in: self) { return done }
        switch command {
        case .move(.left), .move(.up), .page(.up): index = max(index - 1, 0)
        case .move(.right), .move(.down), .page(.down): index = max(min(index + 1, itemCount - 1), 0)
        case .first: index = 0
        case .last: index = max(itemCount - 1, 0)
        case .back: return CommandResult(pop: true)
        default: break
        }
        return .done
    }

    package func click(at cell: CellPoint) -> Command? { nil }

    package func handleBack() -> Bool { source.handleBack(in: self) }

    package func handleTextKey(_ key: Key) -> Bool { source.handleTextKey(key, in: self) }

    package func handleMouse(_ mouse: MouseEvent) -> Bool { source.handleMouse(mouse, in: self) }

    package func scroll(rows: Int) {
        source.willScroll(in: self)
        _ = perform(rows < 0 ? .move(.left) : .move(.right))
    }

    package func advance(to now: Duration) {
        clockNow = now
        source.advance(to: now, in: self)
    }

    package func render(into canvas: inout Canvas) {
        source.willDraw(in: self)
        defer { source.drawOverlay(in: self, into: &canvas) }
        guard viewport.width > 0, viewport.height > 0, showsItem else { return }
        source.drawItem(in: self, into: &canvas)
    }

    package func wants(viewport: CellRect) -> PictureWants {
        showsItem ? source.wants(in: self) : PictureWants()
    }

    /// `columns × rows` cells centred in the viewport (and clipped to it): where a picture of that size
    /// is placed.
    package func centred(columns: Int, rows: Int) -> CellRect {
        let columns = min(columns, viewport.width)
        let rows = min(rows, viewport.height)
        return CellRect(
            column: viewport.column + (viewport.width - columns) / 2,
            row: viewport.row + (viewport.height - rows) / 2,
            width: columns, height: rows)
    }
}

extension ItemViewerController: KeyedScreen {
    package static var helpName: String { Source.helpName }

    package static func keyMap(in mode: Source.Mode) -> CommandKeyMap { Source.keyMap(in: mode) }

    package var mode: Source.Mode { source.mode(of: self) }

    package func disabledReason(for command: Command) -> String? {
        source.disabledReason(for: command, in: self)
    }
}
