import TesseraCanvas
import TesseraGallery
import TesseraGraphics
import TesseraTerminal
import TesseraThumbnails

/// Runs the app in the real terminal until the person quits, on the main actor: the terminal session, the
/// app and the picture pipeline's front all live there, and only the pipeline's workers leave it (they wake
/// the loop through the session's ``WakeUpSignal``).
@MainActor
public enum TerminalApp {
    /// Starts curses, runs the event loop and restores the terminal, however the loop ends.
    ///
    /// The loop blocks on input (no processor use while idle) and only polls at about 60 frames a second
    /// while something animates. Pictures finished in the background wake it, and are drawn at once; so
    /// do changes in a browsed folder, shown once they have been quiet for a moment.
    /// Input that queued up while a frame was drawn is handled before the next frame (see
    /// ``handleQueuedEvents(after:session:app:)``). Pictures drawn with real pixels (``GalleryOptions/graphics``):
    /// kitty uploads go out before each frame's text, sixel images after it; pictures left over by the
    /// frame's byte budget come a frame later, at once. `insideTmux` wraps kitty commands for tmux;
    /// `typedAhead` is input read before the start (while the terminal was asked about graphics).
    /// `terminal` is a descriptor of the controlling terminal to draw on instead of standard input and
    /// output (the picker's). Returns how the run ended, once the terminal is restored.
    @discardableResult
    public static func run(
        options: GalleryOptions, insideTmux: Bool = false, typedAhead: [UInt8] = [], terminal: Int32? = nil
    ) throws(TerminalError) -> GalleryEnding {
        InFlightTemporaryFiles.prepare()
        ExitCleanup.register { InFlightTemporaryFiles.shared.removeAll() }
        let (session, started) = try TerminalSession.start(
            for: options, typedAhead: typedAhead, terminal: terminal)
        var options = started
        var pictures = PictureWriter(
            method: options.graphics, cellSize: options.cellPixelSize, rendering: options.pictureRendering,
            insideTmux: insideTmux)
        if !pictures.drawsRealPixels { options.graphics = .blocks }
        let wakeUp = session.wakeUpSignal
        let app = GalleryApp(options: options, pictureFinished: { wakeUp.wake() })
        defer {
            session.writeRaw(pictures.exitBytes)
            session.stop()
            app.finishBackgroundWork()
        }
        let clock = ContinuousClock()
        let start = clock.now
        let size = session.size
        session.watchedDescriptor = app.folderWatchDescriptor
        _ = app.handle(.resize(columns: size.columns, rows: size.rows))
        var clears = session.fullRedraws
        var hasDeferredPictures = false
        /// Renders a frame and presents it: kitty uploads, the text through ncurses, sixel images; then
        /// hands the pictures the frame wants to the pipeline.
        func present() {
            if session.fullRedraws != clears {
                clears = session.fullRedraws
                pictures.terminalWasCleared()
            }
            let frame = app.render()
            session.reportsButtonMotion = app.wantsButtonMotion
            let (canvas, graphics) = pictures.present(frame, linesChanged: session.linesChanged(by:))
            hasDeferredPictures = !graphics.deferred.isEmpty
            session.writeRaw(graphics.bytesBeforeText)
            session.present(
                canvas, repaintingLines: graphics.repaintLines, thenWriting: graphics.bytesAfterText)
            app.want(frame.wants)
        }
        present()
        while true {
            let event = session.readEvent(
                timeoutMilliseconds: hasDeferredPictures
                    ? 0 : timeout(app: app, now: start.duration(to: clock.now)))
            if let event, !app.handle(event) { return app.ending }
            guard handleQueuedEvents(after: event, session: session, app: app) else { return app.ending }
            carryOut(app.takeTerminalRequests(), session: session, app: app, insideTmux: insideTmux)
            app.collectFinishedPictures()
            let now = start.duration(to: clock.now)
            app.takeFolderChanges(at: now)
            // A timeline's warm start takes its folder watcher from the background scan, later.
            session.watchedDescriptor = app.folderWatchDescriptor
            app.advance(to: now)
            present()
        }
    }

    /// How long the loop may wait for input: a frame while something animates, until timed content (an
    /// animation's frame, a slideshow's photo) or changes read from the folder are due, else for ever (no
    /// processor use while idle).
    private static func timeout(app: GalleryApp, now: Duration) -> Int? {
        let frame = app.isAnimating ? 16 : nil
        let deadlines = [app.nextDeadline, app.folderChangesDeadline].compactMap { $0 }.map {
            max(Int(($0 - now) / .milliseconds(1)) + 1, 0)
        }
        return ([frame].compactMap { $0 } + deadlines).min()
    }

    /// The most times one key is handled in a row from input that queued up (a key held down, keys typed
    /// into a terminal without bracketed paste): the rest of the run is dropped.
    static let repeatedKeyLimit = 32

    /// Handles every event already waiting, without drawing in between, so a flood of keys costs one frame
    /// and a `q` behind it acts at once; runs of one key beyond ``repeatedKeyLimit`` are dropped. Returns
    /// `false` when the app should quit.
    private static func handleQueuedEvents(
        after first: InputEvent?, session: TerminalSession, app: GalleryApp
    ) -> Bool {
        var previous = first
        var repeats = 0
        while let event = session.readEvent(timeoutMilliseconds: 0) {
            repeats = event == previous ? repeats + 1 : 0
            previous = event
            if case .key = event, repeats >= repeatedKeyLimit { continue }
            guard app.handle(event) else { return false }
        }
        return true
    }
}
