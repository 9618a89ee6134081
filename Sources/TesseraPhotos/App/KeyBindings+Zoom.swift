import TesseraCanvas
import TesseraShell

extension KeyBindings {
    /// Zooming in (`+`, or `=` on the same key unshifted).
    static let zoomIn = KeyBinding(
        [.character("+"), .character("=")], label: "+ =", help: "Zoom in (×1.5, up to 800 %)",
        command: .zoomIn)
    /// Zooming out.
    static let zoomOut = KeyBinding(
        [.character("-")], label: "-", help: "Zoom out (÷1.5, down to the fit)", command: .zoomOut)
    /// Back to the whole photo.
    static let zoomToFit = KeyBinding(
        [.character("0")], label: "0", help: "Fit the photo to the screen", command: .zoom(.fit))
    /// One photo pixel a screen pixel.
    static let zoomToActualSize = KeyBinding(
        [.character("1")], label: "1",
        help: "100 %: one photo pixel a screen pixel",
        command: .zoom(.actualSize))

    /// The zoom keys of the viewer at the fit (where the viewer disables zooming out and the fit).
    static let viewerZoom: [KeyBinding] = [zoomIn, zoomToActualSize, zoomOut, zoomToFit]

    /// The keys of a zoomed viewer: the arrows and hjkl pan a tenth of the view, PgUp/PgDn step to
    /// another photo (at the fit), Esc returns to the fit.
    static let zoomedViewer: [KeyBinding] = [
        KeyBinding([.up, .character("k")], label: "↑ k", help: "Pan up", command: .move(.up)),
        KeyBinding(
            [.down, .character("j")], label: "↓ j", help: "Pan down", hint: "↑↓←→ pan", command: .move(.down)),
        KeyBinding([.left, .character("h")], label: "← h", help: "Pan left", command: .move(.left)),
        KeyBinding([.right, .character("l")], label: "→ l", help: "Pan right", command: .move(.right)),
        KeyBinding([.pageUp], label: "PgUp", help: "Previous picture, at the fit", command: .page(.up)),
        KeyBinding([.pageDown], label: "PgDn", help: "Next picture, at the fit", command: .page(.down)),
        KeyBinding([.home, .character("g")], label: "Home g", help: "First picture", command: .first),
        KeyBinding([.end, .character("G")], label: "End G", help: "Last picture", command: .last),
        KeyBinding(
            zoomIn.keys, label: zoomIn.label, help: zoomIn.help, hint: "+- zoom", command: .zoomIn),
        zoomOut, zoomToFit, zoomToActualSize,
        KeyBinding(
            [.escape, .backspace], label: "Esc ⌫", help: "Back to the fit", hint: "esc fit", command: .back),
    ]
}
