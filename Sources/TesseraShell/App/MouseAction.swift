/// One thing the mouse does, as help lists it: the gesture and what it does. The help overlay shows those
/// of the screen it covers; `tessera --help` shows `reference` (in `TesseraGallery`).
public struct MouseAction: Hashable, Sendable {
    /// The gesture, e.g. `click ‹`.
    public let label: String
    /// What it does.
    public let help: String

    /// Creates a mouse action's help entry.
    public init(label: String, help: String) {
        self.label = label
        self.help = help
    }

    /// Clicking an item of a collection screen.
    package static let clickItem = MouseAction(label: "click", help: "Focus; open if already focused")
    /// The wheel over a collection screen.
    package static let wheelScrolls = MouseAction(label: "wheel", help: "Scroll the view under the pointer")
    /// The wheel over a viewer, which shows one picture at a time.
    package static let wheelSteps = MouseAction(label: "wheel", help: "Previous, next picture")
    /// Dragging a zoomed photo.
    package static let dragPans = MouseAction(label: "drag", help: "Pan the zoomed photo")
    /// The wheel with Ctrl held over the photo viewer.
    package static let controlWheelZooms = MouseAction(label: "Ctrl+wheel", help: "Zoom in, out")
    /// Clicking the back mark at the left of the title bar.
    package static let clickBack = MouseAction(label: "click ‹", help: "Back")

    /// Clicking the title bar's action, e.g. `u Update`, which does what its key does.
    package static func clickTitleAction(_ action: TitleAction, help: String) -> MouseAction {
        MouseAction(label: "click \(action.label)", help: help)
    }
}
