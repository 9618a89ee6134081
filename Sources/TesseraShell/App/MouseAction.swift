/// One thing the mouse does, as help lists it: the gesture and what it does. The help overlay shows those
/// of the screen it covers; `tessera --help` shows ``reference``.
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
    static let clickItem = MouseAction(label: "click", help: "Focus; open if already focused")
    /// The wheel over a collection screen.
    static let wheelScrolls = MouseAction(label: "wheel", help: "Scroll the view under the pointer")
    /// The wheel over a viewer, which shows one picture at a time.
    static let wheelSteps = MouseAction(label: "wheel", help: "Previous, next picture")
    /// Dragging a zoomed photo.
    static let dragPans = MouseAction(label: "drag", help: "Pan the zoomed photo")
    /// The wheel with Ctrl held over the photo viewer.
    static let controlWheelZooms = MouseAction(label: "Ctrl+wheel", help: "Zoom in, out")
    /// Clicking the back mark at the left of the title bar.
    static let clickBack = MouseAction(label: "click ‹", help: "Back")

    /// Clicking the title bar's action, e.g. `u Update`, which does what its key does.
    static func clickTitleAction(_ action: TitleAction, help: String) -> MouseAction {
        MouseAction(label: "click \(action.label)", help: help)
    }

    /// Everything the mouse does anywhere in the app, for `tessera --help`.
    public static let reference: [MouseAction] = [
        clickItem, clickBack,
        MouseAction(label: "click title action", help: "Run it, as its key does (u Update)"),
        wheelScrolls,
        MouseAction(label: "wheel over a viewer", help: wheelSteps.help),
        MouseAction(label: "wheel over the help", help: "Scroll the help"),
        MouseAction(label: "drag, zoomed photo", help: dragPans.help),
        MouseAction(label: "drag the scrubber", help: MouseAction.dragScrubber.help),
        MouseAction(label: "Ctrl+wheel, photo", help: "Zoom in, out (the wheel alone pans a zoomed one)"),
    ]
}
