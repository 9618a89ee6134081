extension GalleryApp {
    /// Whether the screen on top has something to drag now (a zoomed photo), so the terminal should report
    /// the pointer's motion while a button is held: the run loop sets the session's
    /// `reportsButtonMotion` from it each frame, and a drag then moves the photo as the pointer moves.
    /// Not while the help covers the screen (a click closes it).
    public var wantsButtonMotion: Bool {
        help == nil && top.mouseActions.contains { $0.isDrag }
    }
}

extension MouseAction {
    /// Whether the gesture is a drag (its label starts with `drag`), which needs the pointer's motion.
    var isDrag: Bool { label.hasPrefix("drag") }
}
