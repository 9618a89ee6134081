/// A screen that shows one item of the list it was opened from at a time (a photo, a Feed's picture): the
/// list focuses the item last shown when the screen closes, without knowing what kind of screen it was.
package protocol ItemViewer: ViewController {
    /// The item shown now: its index among the items the screen steps through (which the list that
    /// opened it maps to its own rows).
    var shownItem: Int { get }
}

extension ItemViewerController: ItemViewer {
    package var shownItem: Int { index }
}
