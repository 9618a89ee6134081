import TesseraShell

extension MouseAction {
    /// Everything the mouse does anywhere in the app, for `tessera --help`.
    public static let reference: [MouseAction] = [
        clickItem, clickBack,
        MouseAction(label: "click title action", help: "Run it, as its key does (u Update)"),
        wheelScrolls,
        MouseAction(label: "wheel over a viewer", help: wheelSteps.help),
        MouseAction(label: "wheel over the help", help: "Scroll the help"),
        MouseAction(label: "drag, zoomed photo", help: dragPans.help),
        MouseAction(label: "drag the scrubber", help: MouseAction.dragScrubber.help),
        MouseAction(label: "Ctrl+wheel, photo", help: "Zoom in, out (the wheel alone pans a zoomed one)"),
    ]
}
