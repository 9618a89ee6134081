import TesseraGallery
import TesseraTerminal

extension TerminalSession {
    /// Starts the terminal for a run of the app with `options` (`--colors` among them) and the input read
    /// before it (`typedAhead`, read again first), and returns the
    /// options to run with: ``GalleryOptions/colors`` set to the colours the session chose, so pictures
    /// are painted at the terminal's depth, and the session's true-colour hint to say once.
    static func start(for options: GalleryOptions, typedAhead: [UInt8] = []) throws(TerminalError) -> (
        TerminalSession, GalleryOptions
    ) {
        let session = try start(colors: options.colors, typedAhead: typedAhead)
        var options = options
        options.colors = session.colorDepth
        options.terminalNote = session.trueColorHint
        return (session, options)
    }
}
