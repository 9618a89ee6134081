import TesseraView

/// Something the person asked the app to do, decoded from a key through the ``KeyBinding`` table.
public enum Command: Hashable, Sendable {
    /// Move the focus to the nearest item in a direction.
    case move(FocusDirection)
    /// Scroll a page up or down, taking the focus along.
    case page(FocusDirection)
    /// Focus the first item.
    case first
    /// Focus the last item.
    case last
    /// Open the focused item.
    case select
    /// Go back to the previous screen.
    case back
    /// Quit the app.
    case quit
    /// Show or hide the key help.
    case help
    /// Apply a batch of remote updates (Friends).
    case update
    /// Reset the data, like pull-to-refresh (Friends).
    case reset
    /// Open the filter field (or edit the kept filter).
    case filter
    /// Sort the list by the next order.
    case sort
    /// Show or hide the names on a Feed's tiles.
    case toggleCaptions
}
