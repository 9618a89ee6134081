import TesseraCanvas
import TesseraShell

/// Runs the app without a terminal: the same app, fed scripted events, on a virtual clock. Every event
/// renders a frame exactly as the terminal would get it; the last frame is the result.
///
/// Photos' pictures are made by the same background pipeline as in the terminal, but each frame is drawn
/// once, after every picture it shows is ready (`GalleryApp.renderSettled()`), and the Friends filter's
/// name index is waited for at the start (`GalleryApp.waitForNameIndex()`), so screens do not depend on
/// timing. On the main actor, as the app it runs.
@MainActor
public enum Snapshot {
    /// The screen after `steps`, on a terminal of `size`.
    public static func run(size: TerminalSize, steps: [ScriptStep], options: GalleryOptions) -> Canvas {
        // A headless run is over before anything on disk could change: no folder watcher.
        var options = options
        options.watchesFolder = false
        options.settlesFirstScreen = true
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        app.waitForNameIndex()
        app.waitForPhotoShapes()
        var now = Duration.zero
        _ = app.handle(.resize(columns: size.columns, rows: size.rows))
        app.settleIndex()
        var frame = app.renderSettled().canvas
        for step in steps {
            switch step {
            case .event(let event):
                guard app.handle(event) else { return frame }
                app.settleIndex()
            case .wait(let milliseconds):
                now += .milliseconds(milliseconds)
            }
            app.waitForPhotoShapes()
            app.advance(to: now)
            frame = app.renderSettled().canvas
        }
        return frame
    }
}
