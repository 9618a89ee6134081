import CNcurses

extension TerminalSession {
    /// Whether the terminal reports the pointer's motion while a button is held (a drag as it happens,
    /// xterm's mode 1002), not only the press and the release. Set it each frame to whether the screen
    /// has something to drag; it is sent to the terminal only when it changes, after what ncurses has
    /// written, and never when ncurses found no mouse. It is turned off when curses mode ends, and on
    /// again after Ctrl-Z and `fg` and after ``releasingTerminal(_:)``.
    public var reportsButtonMotion: Bool {
        get { ButtonMotionTracking.isOn.load(ordering: .sequentiallyConsistent) }
        set {
            guard !isStopped, newValue != reportsButtonMotion, has_mouse() else { return }
            ButtonMotionTracking.isOn.store(newValue, ordering: .sequentiallyConsistent)
            ButtonMotionTracking.write(
                newValue ? ButtonMotionTracking.on : ButtonMotionTracking.off, to: outputDescriptor)
        }
    }
}
