/// A key press, decoded from the terminal into a Swift value.
public enum Key: Hashable, Sendable {
    /// A printable character (any Unicode scalar or grapheme the terminal sent as text).
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter or Return.
    case enter
    /// Escape.
    case escape
    /// Backspace.
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Delete (forward).
    case delete
    /// Insert.
    case insert
    /// A function key, F1 to F63.
    case function(Int)
    /// A control-key combination such as Ctrl-L, given by its letter in lower case.
    case control(Character)
}
