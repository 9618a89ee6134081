import Canvas
import CollectionLayout
import Thumbnails

/// The whole app without a terminal: a navigation stack of screens, the title bar, the status line and
/// the help overlay. Events go in, frames (canvases) come out, so the real terminal and the headless
/// `snapshot` command run exactly the same code.
public final class GalleryApp {
    private var stack: [any ViewController]
    private var columns = 0
    private var rows = 0
    private var isHelpVisible = false
    private var message: String?
    /// Makes the photos' pictures, when the app shows a folder.
    private let pipeline: PicturePipeline?

    /// Opens the app: on the photos of ``GalleryOptions/photos`` when set, else on the generated Friends.
    ///
    /// - Parameter pictureFinished: Called from a worker thread whenever a photo's picture is ready; the
    ///   terminal's run loop passes its wake-up so the picture shows at once.
    public init(options: GalleryOptions, pictureFinished: @escaping @Sendable () -> Void = {}) {
        if let location = options.photos {
            // An eighth of the pictures' memory holds them painted into cells, the rest decoded.
            let paintedLimit = options.pictureMemoryLimit / 8
            let pipeline = PicturePipeline(
                configuration: PicturePipeline.Configuration(
                    memoryByteLimit: options.pictureMemoryLimit - paintedLimit,
                    diskCache: options.thumbnailCache.map(ThumbnailDiskCache.init)),
                onFinish: pictureFinished)
            self.pipeline = pipeline
            let context = PhotoContext(
                pipeline: pipeline, rendering: options.pictureRendering, paintedByteLimit: paintedLimit)
            stack = PhotoScreens.stack(for: location, context: context)
        } else {
            pipeline = nil
            stack = [FriendsViewController(options: options)]
        }
    }

    /// The screen on top of the navigation stack.
    var top: any ViewController { stack[stack.count - 1] }

    /// Whether the app needs frames at the animation rate (false: wait for input, using no processor).
    public var isAnimating: Bool { top.isAnimating }

    /// The key table of the current screen: its own bindings first, then the common ones whose keys the
    /// screen does not take over.
    public var keyBindings: [KeyBinding] {
        let own = top.keyBindings
        let taken = Set(own.flatMap(\.keys))
        return own + KeyBindings.common.filter { !$0.keys.contains(where: taken.contains) }
    }

    /// Handles one event; returns `false` when the app should quit.
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .resize(let newColumns, let newRows):
            resize(columns: newColumns, rows: newRows)
        case .mouse(let mouse):
            message = nil
            // The help covers the screen: a click or a wheel turn closes it and does not reach the items
            // hidden beneath it.
            guard !isHelpVisible else {
                isHelpVisible = false
                return true
            }
            switch mouse.action {
            case .click: top.click(at: CellPoint(column: mouse.column, row: mouse.row))
            case .wheelUp: top.scroll(rows: -3)
            case .wheelDown: top.scroll(rows: 3)
            }
        case .paste:
            // Nothing takes text yet: a paste is not a storm of key presses.
            break
        case .key(let key):
            message = nil
            guard let command = KeyBinding.command(for: key, in: keyBindings) else { return true }
            return perform(command)
        }
        return true
    }

    private func perform(_ command: Command) -> Bool {
        switch command {
        case .quit:
            return false
        case .help:
            isHelpVisible.toggle()
        case .back where isHelpVisible:
            isHelpVisible = false
        case .back where stack.count > 1:
            pop()
        case _ where isHelpVisible:
            isHelpVisible = false
            return perform(command)
        default:
            let result = top.perform(command)
            message = result.message
            if result.pop && stack.count > 1 { pop() }
            if let screen = result.push {
                stack.append(screen)
            }
            top.setViewport(contentArea)
        }
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
        pipeline?.collectFinished() ?? false
    }

    /// Waits until every picture the last frame lacked is made: for headless runs, whose screens must not
    /// depend on timing. Returns whether it waited (then the frame needs drawing again).
    @discardableResult
    public func waitForPictures() -> Bool {
        pipeline?.waitForLastFrame() ?? false
    }

    /// Lets background work that must not be cut off (thumbnails being written to the disk cache) finish;
    /// call before the process ends.
    public func finishBackgroundWork() {
        pipeline?.finishWork()
    }

    /// Moves animations on to `now`.
    public func advance(to now: Duration) {
        top.advance(to: now)
    }

    private func resize(columns newColumns: Int, rows newRows: Int) {
        columns = max(newColumns, 0)
        rows = max(newRows, 0)
        for screen in stack { screen.setViewport(contentArea) }
    }

    /// The area between the title bar and the status line.
    private var contentArea: CellRect {
        CellRect(column: 0, row: 1, width: columns, height: max(rows - 2, 0))
    }

    /// Draws the current frame.
    public func render() -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        guard rows >= 1 else { return canvas }
        top.render(into: &canvas)
        TitleBar.draw(
            title: top.title, action: top.titleAction, canBack: stack.count > 1, width: columns, into: &canvas
        )
        if rows >= 2 {
            StatusLine.draw(
                position: top.positionText, message: message, note: top.statusNote,
                hints: keyBindings.compactMap(\.hint), row: rows - 1, width: columns, into: &canvas)
        }
        if isHelpVisible {
            HelpOverlay.draw(
                bindings: keyBindings, screen: CellRect(column: 0, row: 0, width: columns, height: rows),
                into: &canvas)
        }
        return canvas
    }
}
