import SystemPackage
import TesseraCanvas

/// What an ``ItemViewerController`` shows, and what it does besides stepping: the kind of item it steps
/// through (the demo Feed's generated pictures, the photo files of an album through the picture
/// pipeline), how one is drawn, and the extras that kind of item has (zoom, the info panel, the slideshow,
/// animation, marks and the trash).
///
/// The viewer itself steps, pages, goes back, writes the status line's position and asks the source for
/// the rest; every extra has a default that does nothing, so a kind of item without extras declares its
/// items, its keys and how it draws one. The source also keeps the state of its extras: the viewer is one
/// generic type and holds only what every viewer has.
@MainActor
package protocol ViewerSource: AnyObject {
    /// The viewer's modes for this kind of item (``OnlyMode`` when its keys never change).
    associatedtype Mode: ScreenMode

    /// What `tessera --help` calls the viewer of this kind of item.
    static var helpName: String { get }
    /// The viewer's own bindings in `mode` (the app adds the common ones).
    static func keyMap(in mode: Mode) -> CommandKeyMap

    /// The title bar's text.
    var title: String { get }
    /// How many items the viewer steps through.
    var count: Int { get }
    /// What the status line says of the shown item after its position (`Hills by day #1`; a photo's
    /// name, size and zoom).
    func statusFacts(in viewer: ItemViewerController<Self>) -> [String]
    /// Draws the shown item into ``ItemViewerController/viewport``; called only when the viewport has room
    /// and an item is shown.
    func drawItem(in viewer: ItemViewerController<Self>, into canvas: inout Canvas)

    /// The mode the viewer is in now.
    func mode(of viewer: ItemViewerController<Self>) -> Mode
    /// Why the binding of `command` does nothing now, or `nil` when it works.
    func disabledReason(for command: Command, in viewer: ItemViewerController<Self>) -> String?
    /// Carries out a command before the viewer steps (the zoom takes the arrows while zoomed), or one
    /// of the extras; `nil` leaves it to the viewer.
    func perform(_ command: Command, in viewer: ItemViewerController<Self>) -> CommandResult?
    /// Lets an extra undo itself (close a panel, leave the zoom) before Esc goes back; returns whether
    /// it did.
    func handleBack(in viewer: ItemViewerController<Self>) -> Bool
    /// Offers a key to the extras before the key table sees it; returns whether one took it.
    func handleTextKey(_ key: Key, in viewer: ItemViewerController<Self>) -> Bool
    /// Offers a mouse action to the extras before the wheel steps; returns whether one used it.
    func handleMouse(_ mouse: MouseEvent, in viewer: ItemViewerController<Self>) -> Bool
    /// What the mouse does for the extras, after the wheel's stepping, for the help.
    func mouseActions(in viewer: ItemViewerController<Self>) -> [MouseAction]
    /// Called before the wheel steps to the next or previous item.
    func willScroll(in viewer: ItemViewerController<Self>)
    /// Moves the extras' clocks to `now` (``ItemViewerController/clockNow`` is already `now`).
    func advance(to now: Duration, in viewer: ItemViewerController<Self>)
    /// When timed content (an animation's next frame, the slideshow's next item) next changes.
    func nextDeadline(in viewer: ItemViewerController<Self>) -> Duration?
    /// A note for the status line in place of the key hints, if any.
    func statusNote(in viewer: ItemViewerController<Self>) -> String?
    /// The part of the viewer's `area` the item is drawn in: all of it, less what stands beside it.
    func pictureArea(in area: CellRect, of viewer: ItemViewerController<Self>) -> CellRect
    /// Called before anything is drawn (a panel lying over the picture claims its cells).
    func willDraw(in viewer: ItemViewerController<Self>)
    /// Draws what stands over or beside the item (a panel), after the item, whether one is shown or not.
    func drawOverlay(in viewer: ItemViewerController<Self>, into canvas: inout Canvas)
    /// The pictures the shown item wants made, most urgent first; asked only while an item is shown.
    func wants(in viewer: ItemViewerController<Self>) -> PictureWants
    /// The files the keys that act on photos act on.
    func chosenPaths(in viewer: ItemViewerController<Self>) -> [FilePath]
}

extension ViewerSource {
    package func disabledReason(for command: Command, in viewer: ItemViewerController<Self>) -> String? {
        nil
    }
    package func perform(_ command: Command, in viewer: ItemViewerController<Self>) -> CommandResult? { nil }
    package func handleBack(in viewer: ItemViewerController<Self>) -> Bool { false }
    package func handleTextKey(_ key: Key, in viewer: ItemViewerController<Self>) -> Bool { false }
    package func handleMouse(_ mouse: MouseEvent, in viewer: ItemViewerController<Self>) -> Bool { false }
    package func mouseActions(in viewer: ItemViewerController<Self>) -> [MouseAction] { [] }
    package func willScroll(in viewer: ItemViewerController<Self>) {}
    package func advance(to now: Duration, in viewer: ItemViewerController<Self>) {}
    package func nextDeadline(in viewer: ItemViewerController<Self>) -> Duration? { nil }
    package func statusNote(in viewer: ItemViewerController<Self>) -> String? { nil }
    package func pictureArea(in area: CellRect, of viewer: ItemViewerController<Self>) -> CellRect { area }
    package func willDraw(in viewer: ItemViewerController<Self>) {}
    package func drawOverlay(in viewer: ItemViewerController<Self>, into canvas: inout Canvas) {}
    package func wants(in viewer: ItemViewerController<Self>) -> PictureWants { PictureWants() }
    package func chosenPaths(in viewer: ItemViewerController<Self>) -> [FilePath] { [] }
}

extension ViewerSource where Mode == OnlyMode {
    package func mode(of viewer: ItemViewerController<Self>) -> OnlyMode { .plain }
}
