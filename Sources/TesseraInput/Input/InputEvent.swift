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
        /// The pointer moved with the primary button held (after a ``click`` that pressed it).
        case drag
        /// The primary button was let go.
        case release
    }

    /// The keys held during a mouse action.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Control (Ctrl+wheel zooms the viewer).
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt (Meta).
        public static let alt = Modifiers(rawValue: 1 << 2)
    }

    /// What the mouse did.
    public var action: Action
    /// The cell's column, from 0 at the left.
    public var column: Int
    /// The cell's row, from 0 at the top.
    public var row: Int
    /// The keys held (empty when the terminal does not say).
    public var modifiers: Modifiers

    /// Creates a mouse event with modifier keys held.
    public init(action: Action, column: Int, row: Int, modifiers: Modifiers) {
        self.action = action
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// Creates a mouse event with no modifier key held (0.1.0's initialiser, kept).
    public init(action: Action, column: Int, row: Int) {
        self.init(action: action, column: column, row: row, modifiers: [])
    }
}
