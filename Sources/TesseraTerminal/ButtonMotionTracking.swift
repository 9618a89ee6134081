import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Motion reported while a mouse button is held (xterm's button-event tracking, mode 1002), so a drag
/// arrives as it happens instead of as a press and a release.
///
/// ncurses 6.4 asks the terminal only for what the `XM` string of its terminfo entry says (Debian's
/// xterm entries: `CSI ? 1006 ; 1000 h`; without `XM`, tmux's: `CSI ? 1000 h`): press and release
/// tracking. It decodes motion reports when they come (`REPORT_MOUSE_POSITION` in the mask), but never
/// asks for them. Mode 1002 replaces 1000 in xterm, tmux and the others (one tracking mode at a time), and
/// leaves the report format (SGR, mode 1006) as it was; turning it off goes back to 1000, which ncurses
/// turns off with the rest of the mouse when curses mode ends.
enum ButtonMotionTracking {
    /// Turn it on: `CSI ? 1002 h`.
    static let on: StaticString = "\u{1B}[?1002h"
    /// Back to press and release tracking: `CSI ? 1002 l` (no tracking at all in xterm), then
    /// `CSI ? 1000 h`.
    static let off: StaticString = "\u{1B}[?1002l\u{1B}[?1000h"
    /// Turn it off when curses mode ends, before ncurses turns off the rest: `CSI ? 1002 l`.
    static let offAtExit: StaticString = "\u{1B}[?1002l"

    /// Whether the app wants it now: read by the restorer, which turns it off with curses mode and on
    /// again after Ctrl-Z and `fg` (ncurses asks for press and release tracking again then).
    static let isOn = Atomic<Bool>(false)

    /// Writes `sequence` to `descriptor` (async-signal-safe).
    static func write(_ sequence: StaticString, to descriptor: Int32) {
        guard descriptor >= 0 else { return }
        sequence.withUTF8Buffer { bytes in
            #if canImport(Glibc)
                _ = Glibc.write(descriptor, bytes.baseAddress, bytes.count)
            #elseif canImport(Musl)
                _ = Musl.write(descriptor, bytes.baseAddress, bytes.count)
            #else
                _ = Darwin.write(descriptor, bytes.baseAddress, bytes.count)
            #endif
        }
    }
}
