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
    /// Switch an album's Feed between justified rows and the mosaic.
    case toggleLayout
    /// Accept the marked photos, or the focused one, and end the picker (`tessera --pick`).
    case accept
    /// Copy the paths of the marked photos, or the focused one, to the clipboard.
    case copyPaths
    /// Open the marked photos, or the focused one, with another program.
    case openWith
    /// Mark or unmark the focused photo and move on to the next.
    case toggleMark
    /// Mark every photo of the list, or none when all are marked.
    case markAll
    /// Start a range of marks at the focused photo, or end it there (marking the photos between).
    case markRange
    /// Move the marked photos, or the focused one, to the trash (after a y/n).
    case trash
    /// Put back the photos the last trash moved.
    case undoTrash
    /// Switch a folder between its albums and its timeline.
    case toggleTimeline
    /// Show larger photos, fewer to a row (the timeline's zoom).
    case zoomIn
    /// Show smaller photos, more to a row, down to an overview of one row a month.
    case zoomOut
    /// Open the timeline's `:` prompt to jump to a date.
    case jumpToDate
    /// Show or hide the viewer's info panel.
    case toggleInfo
    /// Start, resume or stop the viewer's slideshow.
    case toggleSlideshow
    /// Pause or play the animation in the viewer.
    case toggleAnimation
    /// Zoom the photo viewer to the fit or to 100 % (`+` and `-` are ``zoomIn`` and ``zoomOut``, as on the
    /// timeline).
    case zoom(ZoomChange)
}
