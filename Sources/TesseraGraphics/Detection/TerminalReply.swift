import TesseraImaging

/// One answer a terminal gave to the start-up queries (`GraphicsQueries.startup`).
public enum TerminalReply: Equatable, Sendable {
    /// kitty's graphics protocol answered the `a=q` query: `ESC _ G i=<id> ; <message> ESC \`, the message
    /// `OK` when the terminal can show the image it was asked about.
    case kittyGraphics(id: Int?, message: String)
    /// Primary device attributes, `ESC [ ? <attributes> c`; attribute 4 means sixel.
    case deviceAttributes([Int])
    /// The text area's size in pixels, `ESC [ 4 ; height ; width t` (answer to `CSI 14 t`).
    case textAreaPixels(PixelSize)
    /// One cell's size in pixels, `ESC [ 6 ; height ; width t` (answer to `CSI 16 t`).
    case cellPixels(PixelSize)
    /// The terminal's name and version, `ESC P > | <text> ESC \` (answer to XTVERSION, `CSI > q`).
    case version(String)
    /// "Terminal OK", `ESC [ 0 n` (answer to `CSI 5 n`): sent last, it marks the end of the answers.
    case statusOK
}
