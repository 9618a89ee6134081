import TesseraCanvas
import TesseraGraphics

/// What runs behind the screens for as long as the app runs — the photo library (pictures, the watched
/// folder, the trash) or the generated Friends' name index — as the shell sees it: pictures to make and
/// collect, changes to take in, a note for the status line, the few commands only it can carry out.
///
/// The shell knows only this protocol and ``ViewController``; screens observe their session through
/// protocols of their own (`LibraryObserver`, in `TesseraPhotos`), never through the shell. Sessions live
/// on the main actor with the shell.
@MainActor
package protocol AppSession: AnyObject {
    /// What the first screen's status line says until the first key or click, if anything.
    var startMessage: String? { get }
    /// Why something may not show by itself (the folder is not watched), for the status line; `nil` when
    /// all is well.
    var note: String? { get }
    /// The descriptor the run loop polls with the keyboard, readable when something changed on disk.
    var changesDescriptor: Int32? { get }
    /// When changes read so far are due to be shown, as ``GalleryApp/advance(to:)`` counts time.
    var changesDeadline: Duration? { get }

    /// Carries out `command` when it is the session's (`r` rescan, `U` undo the trash); `nil` when it is
    /// not, else what to say in the status line (itself `nil` for nothing).
    func perform(_ command: Command) -> String??
    /// The screens to show in place of `stack` when `command` switches what the session shows (`t`: a
    /// folder's albums or its timeline); `nil` when it does not.
    func screens(for command: Command, replacing stack: [any ViewController]) -> [any ViewController]?
    /// Takes in changes on disk due by `now`; `nil` when there were none (the screens did not change),
    /// else what becomes of the status line's message.
    func takeChanges(at now: Duration) -> StatusMessageChange?
    /// Takes in the pictures finished since the last frame; returns whether there were any.
    func collectFinishedPictures() -> Bool
    /// Makes `wants` the pipeline's work, most urgent first.
    func want(_ wants: PictureWants)
    /// Blocks until the shown pictures of `wants` are made (headless runs).
    func wait(for wants: PictureWants)
    /// Blocks until work started at the start (the name index) is done (headless runs).
    func waitUntilReady()
    /// Blocks until the sizes of the items asked for so far are read (the photo Feed's justified rows;
    /// headless runs).
    func waitForShapes()
    /// Lets background work that must not be cut off finish.
    func finishBackgroundWork()
    /// Blocks until the scan a warm start runs in the background has ended, and takes it in (headless
    /// runs); returns what the status line should say about it, once.
    func finishStartingScan() -> String?
    /// Starts a frame: whether pictures may be drawn with real pixels, and what the help covers.
    func beginFrame(realPixels: Bool, coveredBy help: CellRect?)
    /// The pictures the frame drew with real pixels.
    func takePlacements() -> [GraphicPlacement]
}

extension AppSession {
    package var startMessage: String? { nil }
    package var note: String? { nil }
    package var changesDescriptor: Int32? { nil }
    package var changesDeadline: Duration? { nil }
    package func perform(_ command: Command) -> String?? { nil }
    package func screens(for command: Command, replacing stack: [any ViewController]) -> [any ViewController]?
    {
        nil
    }
    package func takeChanges(at now: Duration) -> StatusMessageChange? { nil }
    package func collectFinishedPictures() -> Bool { false }
    package func want(_ wants: PictureWants) {}
    package func wait(for wants: PictureWants) {}
    package func waitUntilReady() {}
    package func waitForShapes() {}
    package func finishBackgroundWork() {}
    package func finishStartingScan() -> String? { nil }
    package func beginFrame(realPixels: Bool, coveredBy help: CellRect?) {}
    package func takePlacements() -> [GraphicPlacement] { [] }
}

/// What becomes of the status line's message after something the session did.
package enum StatusMessageChange: Equatable {
    /// It stays.
    case keep
    /// It becomes this.
    case show(String)
    /// It goes: it was about a state that is no more.
    case clear
}
