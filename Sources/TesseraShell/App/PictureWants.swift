import TesseraThumbnails

/// The pictures a screen wants made, from its layout and viewport alone (not from what is in memory):
/// what it shows now, then what it may show next.
public struct PictureWants: Equatable, Sendable {
    /// The pictures the screen shows now (the visible items', the viewer's picture and its thumbnail
    /// stand-in): a headless run waits for these before drawing.
    public var shown: [PictureRequest]
    /// The pictures it may show next (the page ahead in the direction of travel, the viewer's
    /// neighbours), made after the shown ones.
    public var ahead: [PictureRequest]

    /// Creates wants; none by default.
    public init(shown: [PictureRequest] = [], ahead: [PictureRequest] = []) {
        self.shown = shown
        self.ahead = ahead
    }

    /// Every picture wanted, most urgent first.
    public var all: [PictureRequest] { shown + ahead }
}
