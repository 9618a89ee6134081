/// Bracketed paste (xterm's mode 2004): the terminal wraps pasted text in `ESC [ 200 ~` … `ESC [ 201 ~`,
/// so a paste arrives as one ``Canvas/InputEvent/paste(_:)`` instead of a storm of key presses. Terminals
/// that do not know the mode ignore it.
enum BracketedPaste {
    /// Turn the mode on: `CSI ? 2004 h`.
    static let on: StaticString = "\u{1B}[?2004h"
    /// Turn the mode off: `CSI ? 2004 l`.
    static let off: StaticString = "\u{1B}[?2004l"
}
