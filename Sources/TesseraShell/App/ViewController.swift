import SystemPackage
import TesseraCanvas
import TesseraLayout

/// A screen of the app: it owns its collection view and data, answers commands and draws itself.
///
/// View controllers are long-lived and stateful (focus, scroll position, running animations), so they
/// are classes; the app keeps them on a navigation stack. Like the app, they live on the main actor.
@MainActor
public protocol ViewController: AnyObject {
    /// The title shown in the title bar.
    var title: String { get }
    /// The screen's own key bindings (the app adds the common ones).
    var keyBindings: [KeyBinding] { get }
    /// Where the person is, e.g. `12 of 40`, for the status line.
    var positionText: String { get }
    /// The title bar's action button (the `u` update action), if the screen has one.
    var titleAction: TitleAction? { get }
    /// Whether something on screen is moving, so the app should keep drawing frames.
    var isAnimating: Bool { get }

    /// Gives the screen its area on screen (everything between the title bar and the status line).
    func setViewport(_ area: CellRect)
    /// Carries out a command.
    func perform(_ command: Command) -> CommandResult
    /// Handles a click at a screen cell (focusing what is drawn there); returns the command the click
    /// stands for, if any (`.select` on the item already focused).
    func click(at cell: CellPoint) -> Command?
    /// Scrolls by a number of rows (negative: up).
    func scroll(rows: Int)
    /// Offers a mouse action in the content area to the screen before the app's own handling (a drag
    /// pans a zoomed photo, Ctrl+wheel zooms it); returns whether the screen used it.
    func handleMouse(_ mouse: MouseEvent) -> Bool
    /// What clicks and the wheel do on the screen's content, for the help.
    var mouseActions: [MouseAction] { get }
    /// Moves animations to time `now` (measured from any fixed start).
    func advance(to now: Duration)
    /// When timed content on the screen (an animation's next frame, a slideshow's next photo) next
    /// changes, on the clock of ``advance(to:)``; `nil` when nothing is timed. Unlike ``isAnimating``,
    /// pictures keep their real pixels, and the run loop sleeps until then.
    var nextDeadline: Duration? { get }
    /// Draws the screen's area.
    func render(into canvas: inout Canvas)
    /// The pictures the screen wants made, most urgent first, from its layout and `viewport` alone (not
    /// from what is in memory). Asked once per frame, before drawing it.
    func wants(viewport: CellRect) -> PictureWants
    /// A note for the status line in place of the key hints (a broken photo's reason), if any.
    var statusNote: String? { get }
    /// The text field open in the status line (the filter: `/sam▏`), if any: shown with its own hints,
    /// and keys go to it first (``handleTextKey(_:)``).
    var textField: String? { get }
    /// The hints shown after the open text field (the filter's: keep, clear).
    var textFieldHints: [String] { get }
    /// Called when the screen becomes the top again because `screen`, opened from it, was closed.
    func returned(from screen: any ViewController)
    /// Offers a key to a text field the screen has open (the filter) before the key table sees it;
    /// returns whether the field took it.
    func handleTextKey(_ key: Key) -> Bool
    /// Lets the screen undo something of its own (a kept filter) before Esc goes back; returns whether
    /// it did, and so whether Esc is used up.
    func handleBack() -> Bool
    /// The files the keys that act on photos act on here (the picker's Enter, `y` copy, `o` open): the
    /// marked photos, else the focused one; empty where there is none.
    var chosenPaths: [FilePath] { get }
}

extension ViewController {
    public var statusNote: String? { nil }
    public var textField: String? { nil }
    public var textFieldHints: [String] { FilterField.hints }
    public var mouseActions: [MouseAction] { [] }
    public func handleMouse(_ mouse: MouseEvent) -> Bool { false }
    public var nextDeadline: Duration? { nil }
    public func wants(viewport: CellRect) -> PictureWants { PictureWants() }
    public func returned(from screen: any ViewController) {}
    public func handleTextKey(_ key: Key) -> Bool { false }
    public func handleBack() -> Bool { false }
    public var chosenPaths: [FilePath] { [] }
}

/// What came of a command: where to navigate, and a message for the status line.
public struct CommandResult {
    /// A screen to open on top of this one.
    public var push: (any ViewController)?
    /// Whether to close this screen.
    public var pop = false
    /// A short message to show in the status line until the next key.
    public var message: String?

    /// Nothing more to do.
    public static var done: CommandResult { CommandResult() }

    /// Creates a result.
    public init(push: (any ViewController)? = nil, pop: Bool = false, message: String? = nil) {
        self.push = push
        self.pop = pop
        self.message = message
    }
}

/// The action button at the right of the title bar.
public struct TitleAction: Sendable {
    /// The label, e.g. `u Update`.
    public var label: String
    /// What clicking it does: the command of the key it names.
    public var command: Command
    /// Whether pressing it does anything now; a disabled action is drawn dimmed.
    public var isEnabled: Bool
    /// A spinner frame to show before the label while the action runs, if it is running.
    public var activity: String?

    /// Creates a title action.
    public init(label: String, command: Command, isEnabled: Bool, activity: String? = nil) {
        self.label = label
        self.command = command
        self.isEnabled = isEnabled
        self.activity = activity
    }
}
