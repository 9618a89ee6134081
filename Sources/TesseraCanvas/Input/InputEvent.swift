/// Something that happened at the terminal: a key, a mouse action or a new size.
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The mouse was used.
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(columns: Int, rows: Int)
    /// Text pasted into the terminal (bracketed paste): one event however long, never keys.
    case paste(String)
}

/// A mouse action at a character cell.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// The primary button was clicked.
        case click
        /// The wheel turned away from the user (content moves down, view scrolls up).
        case wheelUp
        /// The wheel turned towards the user.
        case wheelDown
    }

    /// What the mouse did.
    public var action: Action
    /// The cell's column, from 0 at the left.
    public var column: Int
    /// The cell's row, from 0 at the top.
    public var row: Int

    /// Creates a mouse event.
    public init(action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }
}
