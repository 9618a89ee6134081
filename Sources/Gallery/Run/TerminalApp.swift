import Canvas
import Terminal

/// Runs the app in the real terminal until the person quits.
public enum TerminalApp {
    /// Starts curses, runs the event loop and restores the terminal, however the loop ends.
    ///
    /// The loop blocks on input (no processor use while idle) and only polls at about 60 frames a second
    /// while something animates. Pictures finished in the background wake it, and are drawn at once.
    public static func run(options: GalleryOptions) throws(TerminalError) {
        let (session, options) = try TerminalSession.start(for: options)
        let wakeUp = session.wakeUpSignal
        let app = GalleryApp(options: options, pictureFinished: { wakeUp.wake() })
        defer {
            session.stop()
            app.finishBackgroundWork()
        }
        let clock = ContinuousClock()
        let start = clock.now
        let size = session.size
        _ = app.handle(.resize(columns: size.columns, rows: size.rows))
        session.present(app.render())
        while true {
            let event = session.readEvent(timeoutMilliseconds: app.isAnimating ? 16 : nil)
            if let event, !app.handle(event) { return }
            app.collectFinishedPictures()
            app.advance(to: start.duration(to: clock.now))
            session.present(app.render())
        }
    }
}
