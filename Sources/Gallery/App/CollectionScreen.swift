import Canvas
import CollectionView

/// A screen whose content is one collection view: it gets the viewport, mouse clicks and the wheel from
/// here, so each screen only says what its own commands do.
protocol CollectionScreen: ViewController {
    /// The view showing the screen's items.
    var collectionView: CollectionView { get set }
}

extension CollectionScreen {
    func setViewport(_ area: CellRect) {
        collectionView.setViewport(area)
    }

    func click(at cell: CellPoint) {
        collectionView.focusItem(atScreenCell: cell)
    }

    func scroll(rows: Int) {
        collectionView.scroll(rows: rows)
    }
}
