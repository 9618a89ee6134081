import TesseraCanvas
import TesseraGraphics
import TesseraLayout
import TesseraPhotoLibrary
import TesseraThumbnails

/// The whole app without a terminal: a navigation stack of screens, the title bar, the status line and
/// the help overlay. Events go in, ``Frame``s come out, so the real terminal and the headless `snapshot`
/// command run exactly the same code. It lives on the main actor, with its session and screens; only the
/// picture pipeline's workers and the background indexers leave it, and they report back through the
/// `pictureFinished` wake-up.
@MainActor
public final class GalleryApp {
    /// The screens, the root first (tests may put a screen of their own making there).
    var stack: [any ViewController]
    private(set) var columns = 0
    private(set) var rows = 0
    /// The `?` help, while it is shown.
    var help: HelpOverlay?
    /// The one-line message in the status line, until the next key or click (``show(message:)``).
    var message: String?
    /// What runs behind the screens: the photo library, or the generated Friends' name index.
    let session: any AppSession
    /// Whether the app is a picker (``GalleryOptions/isPicking``).
    let isPicking: Bool
    /// How the run ended, once ``handle(_:)`` has returned `false`.
    public private(set) var ending = GalleryEnding.quit
    /// What keys asked of the terminal since the run loop last took them (``takeTerminalRequests()``).
    var terminalRequests: [TerminalRequest] = []
    /// Opens the app on `screens` (the root first) with `session` behind them: what
    /// `GalleryApp(options:pictureFinished:)` (in `TesseraGallery`, which knows both the photo browser and
    /// the demo) does once it has chosen between them.
    package init(session: any AppSession, screens: [any ViewController], isPicking: Bool) {
        self.isPicking = isPicking
        self.session = session
        stack = screens
        message = session.startMessage
    }

    /// The screen on top of the navigation stack.
    var top: any ViewController { stack[stack.count - 1] }

    /// Whether there is a screen to go back to.
    var canBack: Bool { stack.count > 1 }

    /// Whether the app needs frames at the animation rate (false: wait for input, using no processor).
    public var isAnimating: Bool { top.isAnimating }

    /// When the screen's timed content (an animation's next frame, a slideshow's next photo) next
    /// changes, on the clock of ``advance(to:)``: the run loop sleeps until then; `nil` when nothing is
    /// timed.
    public var nextDeadline: Duration? { top.nextDeadline }

    /// The key table of the current screen: its own bindings first, then the common ones whose keys the
    /// screen does not take over. Going back is hinted (`esc back`) when there is somewhere to go back to.
    public var keyBindings: [KeyBinding] {
        KeyMap(top.keyBindings).adding(commonKeyMap).bindings
    }

    /// The bindings every screen has, going back among them when there is somewhere to go back to.
    private var commonKeyMap: CommandKeyMap {
        var common = stack.count > 1 ? KeyBindings.commonWithBack : KeyBindings.common
        if isPicking { common = KeyBindings.picking(common, atRoot: stack.count == 1) }
        return KeyMap(common)
    }

    /// The bindings that work now: what the hints and the help show.
    var enabledKeyBindings: [KeyBinding] { KeyMap(keyBindings).enabled }

    /// Handles one event; returns `false` when the app should quit.
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .resize(let newColumns, let newRows):
            resize(columns: newColumns, rows: newRows)
        case .mouse(let mouse):
            if mouse.action != .release && mouse.action != .drag { message = nil }
            return handle(mouse)
        case .paste:
            // Nothing takes text yet: a paste is not a storm of key presses.
            break
        case .key(let key):
            message = nil
            if let layout = helpLayout,
                let command = KeyBinding.binding(for: key, in: HelpOverlay.keyBindings)?.command,
                help?.perform(command, in: layout) == true
            {
                return true
            }
            if help == nil && top.handleTextKey(key) { return true }
            guard let binding = KeyMap(top.keyBindings).binding(for: key, adding: commonKeyMap) else {
                return true
            }
            return performIfEnabled(binding)
        }
        return true
    }

    /// Runs a binding's command, or, when the binding is disabled, says why in the status line.
    func performIfEnabled(_ binding: KeyBinding) -> Bool {
        guard let reason = binding.disabledReason else { return perform(binding.command) }
        help = nil
        message = reason
        return true
    }

    /// Carries out a command from a key or a click; returns `false` when the app should quit.
    func perform(_ command: Command) -> Bool {
        switch command {
        case .quit:
            if isPicking { ending = .cancelled }
            return false
        case .accept where help == nil:
            let paths = top.chosenPaths
            guard !paths.isEmpty else { return true }
            ending = .accepted(paths)
            return false
        case .copyPaths where help == nil, .openWith where help == nil:
            let paths = top.chosenPaths
            guard !paths.isEmpty else { return true }
            terminalRequests.append(command == .copyPaths ? .copyToClipboard(paths) : .open(paths))
        case .help:
            help = help == nil ? HelpOverlay() : nil
        case .back where help != nil:
            help = nil
        case .back where top.handleBack():
            break
        case .toggleTimeline where help == nil:
            // The session's switch of screens (`t`: a folder's albums or its timeline).
            guard let screens = session.screens(for: command, replacing: stack) else {
                return performOnScreen(command)
            }
            stack = screens
            for screen in stack { screen.setViewport(contentArea) }
        case .undoTrash where help == nil, .reset:
            // The session's commands (`U`, a folder's `r`); the screen's when the session has none.
            guard let said = session.perform(command) else { return performOnScreen(command) }
            message = said
        case .back where stack.count > 1:
            pop()
        case .back where isPicking:
            ending = .cancelled
            return false
        case _ where help != nil:
            help = nil
            return perform(command)
        default:
            return performOnScreen(command)
        }
        return true
    }

    /// Carries out a command the screen on top answers, opening or closing screens as it says.
    private func performOnScreen(_ command: Command) -> Bool {
        if help != nil {
            help = nil
            return perform(command)
        }
        let result = top.perform(command)
        message = result.message
        if result.pop && stack.count > 1 { pop() }
        if let screen = result.push {
            stack.append(screen)
        }
        top.setViewport(contentArea)
        return true
    }

    /// Closes the top screen and tells the one beneath.
    private func pop() {
        let closed = stack.removeLast()
        top.setViewport(contentArea)
        top.returned(from: closed)
    }

    /// Takes in the pictures finished since the last frame; returns whether there were any (then the
    /// screen needs drawing).
    @discardableResult
    public func collectFinishedPictures() -> Bool {
        session.collectFinishedPictures()
    }

    /// The pictures the current screen wants made: from its layout and viewport alone, so a headless
    /// run can ask before drawing.
    public func pictureWants() -> PictureWants {
        top.wants(viewport: contentArea)
    }

    /// Makes `wants` the pipeline's work (most urgent first; what is no longer wanted is dropped): the
    /// terminal calls it after presenting each frame.
    public func want(_ wants: PictureWants) {
        session.want(wants)
    }

    /// The frame once every picture it shows is made, drawn once: asks the screen what it wants, waits
    /// for the shown ones and renders. For headless runs, whose screens must not depend on timing.
    public func renderSettled() -> Frame {
        session.wait(for: pictureWants())
        return render()
    }

    /// Blocks until the Friends filter's name index, built in the background from the start, is ready
    /// (at once when the app shows photos). Until then a filter query is answered by a linear scan and
    /// the status line says "indexing…"; headless runs wait here first, so their screens do not depend
    /// on timing.
    public func waitForNameIndex() {
        session.waitUntilReady()
    }

    /// Blocks until the photos' sizes asked for so far are read (the Feed's justified rows) and lays them
    /// out at once, so that a headless run's screens do not depend on timing; with `inView`, only those
    /// the rows in view depend on (a first screen of 10,000 photos needs the first few dozen).
    public func waitForPhotoShapes(inView: Bool = false) {
        if !inView { session.waitForShapes() }
        for case let screen as any ShapeSettlingScreen in stack { screen.settleShapes(all: !inView) }
    }

    /// Lets background work that must not be cut off (thumbnails being written to the disk cache) finish;
    /// call before the process ends.
    public func finishBackgroundWork() {
        session.finishBackgroundWork()
    }

    /// Moves animations on to `now`. A message is about the state it was said in: when the keys that
    /// work change (a refresh lands), it is cleared.
    public func advance(to now: Duration) {
        // Compared only while there is a message: the key tables are not built on every frame.
        let enabledBefore = message == nil ? nil : enabledKeyBindings.map(\.label)
        top.advance(to: now)
        if let enabledBefore, enabledKeyBindings.map(\.label) != enabledBefore { message = nil }
    }

    private func resize(columns newColumns: Int, rows newRows: Int) {
        columns = max(newColumns, 0)
        rows = max(newRows, 0)
        for screen in stack { screen.setViewport(contentArea) }
    }

    /// The area between the title bar and the status line.
    var contentArea: CellRect {
        CellRect(column: 0, row: 1, width: columns, height: max(rows - 2, 0))
    }

    /// Draws the current frame: its canvas, the pictures drawn with real pixels and the pictures wanted.
    /// While an update animates, pictures are drawn in half blocks (real pixels cannot follow the
    /// motion); while the help is shown, so are the ones it covers (real pixels cannot lie under its text).
    public func render() -> Frame {
        var canvas = Canvas(columns: columns, rows: rows)
        let wants = pictureWants()
        let helpBox = help == nil ? nil : helpLayout?.box
        session.beginFrame(realPixels: !isAnimating, coveredBy: helpBox)
        guard rows >= 1 else { return Frame(canvas: canvas, wants: wants) }
        top.render(into: &canvas)
        TitleBar.draw(
            title: top.title, action: top.titleAction, canBack: canBack, width: columns, into: &canvas
        )
        if rows >= 2 {
            let field = top.textField
            StatusLine.draw(
                position: top.positionText, message: message, note: top.statusNote ?? session.note,
                field: field,
                hints: field == nil
                    ? KeyMap(top.keyBindings).hints(adding: commonKeyMap) : top.textFieldHints,
                row: rows - 1, width: columns, into: &canvas)
        }
        if let help, let layout = helpLayout {
            help.draw(layout, into: &canvas)
        }
        return Frame(canvas: canvas, placements: session.takePlacements(), wants: wants)
    }
}
