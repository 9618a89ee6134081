import TesseraCanvas
import TesseraShell

/// Runs the app without a terminal: the same app, fed scripted events, on a virtual clock. Every event
/// renders a frame exactly as the terminal would get it; the last frame is the result.
///
/// Photos' pictures are made by the same background pipeline as in the terminal, but each frame is drawn
/// once, after every picture it shows is ready (`GalleryApp.renderSettled()`), and the Friends filter's
/// name index is waited for at the start (`GalleryApp.waitForNameIndex()`), so screens do not depend on
/// timing. The first frame waits for (and reads) only the photos' shapes its rows depend on, every key
/// for all of them (`GalleryApp.waitForPhotoShapes(inView:)`). On the main actor, as the app it runs.
@MainActor
public enum Snapshot {
    /// The screen after `steps`, on a terminal of `size`.
    public static func run(size: TerminalSize, steps: [ScriptStep], options: GalleryOptions) -> Canvas {
        // A headless run is over before anything on disk could change: no folder watcher; and it reads
        // the photos' shapes only as its screens need them.
        var options = options
        options.watchesFolder = false
        options.readsShapesAhead = false
        options.settlesFirstScreen = true
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        app.waitForNameIndex()
        var now = Duration.zero
        _ = app.handle(.resize(columns: size.columns, rows: size.rows))
        app.settleIndex()
        app.waitForPhotoShapes(inView: true)
        var frame = app.renderSettled().canvas
        for step in steps {
            switch step {
            case .event(let event):
                // Keys move through the layout of every shape, as a first frame waiting for all drew it.
                app.waitForPhotoShapes()
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
