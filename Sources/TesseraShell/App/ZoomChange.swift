/// How a ``Command/zoom(_:)`` changes the viewer's zoom.
public enum ZoomChange: Hashable, Sendable {
    /// One step closer (×1.5, up to 800 %), around the centre of the view.
    case zoomIn
    /// One step back (÷1.5), down to the fit.
    case zoomOut
    /// The whole photo on screen.
    case fit
    /// 100 %: one photo pixel a terminal pixel with real pixels, one a half cell in blocks.
    case actualSize
}
