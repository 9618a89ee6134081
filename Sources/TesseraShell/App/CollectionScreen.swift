import TesseraCanvas
import TesseraView

/// A screen whose content is one collection view: it gets the viewport, mouse clicks and the wheel from
/// here, so each screen only says what its own commands do.
public protocol CollectionScreen: ViewController {
    /// The view showing the screen's items.
    var collectionView: CollectionView { get set }
}

extension CollectionScreen {
    package func setViewport(_ area: CellRect) {
        collectionView.setViewport(area)
    }

    /// Focuses the item under the cell; a click on the item already focused opens it, as Enter does.
    package func click(at cell: CellPoint) -> Command? {
        guard let item = collectionView.item(atScreenCell: cell) else { return nil }
        if item == collectionView.focusedItem { return .select }
        collectionView.focus(item)
        return nil
    }

    package var mouseActions: [MouseAction] { [.clickItem, .wheelScrolls] }

    package func scroll(rows: Int) {
        collectionView.scroll(rows: rows)
    }
}
