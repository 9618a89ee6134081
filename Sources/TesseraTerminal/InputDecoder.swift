import CNcurses
import TesseraCanvas

/// What `getmouse` reported: a cell and the button-event bits (`mmask_t`).
struct RawMouseEvent: Equatable, Sendable {
    /// The cell's column, from 0.
    var column: Int
    /// The cell's row, from 0.
    var row: Int
    /// The `BUTTON*` bits of the event.
    var buttons: mmask_t
}

/// Decodes what `wget_wch` returns into an `InputEvent`. Pure: it never calls ncurses, so every key can be
/// tested without a terminal.
enum InputDecoder {
    /// The event for one read, or `nil` for input the app does not use (unknown keys, stray control codes).
    ///
    /// - Parameters:
    ///   - status: What `wget_wch` returned: `OK` for a character, `KEY_CODE_YES` for a key code.
    ///   - value: The character (a Unicode scalar value) or the key code.
    ///   - size: The terminal's size now; reported with `KEY_RESIZE`.
    ///   - mouse: What `getmouse` reported, for `KEY_MOUSE`.
    static func decode(
        status: Int32, value: UInt32, size: (columns: Int, rows: Int), mouse: RawMouseEvent? = nil
    ) -> InputEvent? {
        switch status {
        case OK:
            return character(value).map(InputEvent.key)
        case KEY_CODE_YES:
            guard let code = Int32(exactly: value) else { return nil }
            switch code {
            case KEY_RESIZE: return .resize(columns: size.columns, rows: size.rows)
            case KEY_MOUSE: return mouse.flatMap(Self.mouse).map(InputEvent.mouse)
            default: return key(code).map(InputEvent.key)
            }
        default:
            return nil
        }
    }

    /// A character read as text: control codes become keys, other scalars printable characters.
    static func character(_ value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return UnicodeScalar(value + 96).map { .control(Character($0)) }
        case 0..<32, 128..<160: return nil
        default: return UnicodeScalar(value).map { .character(Character($0)) }
        }
    }

    /// A special key reported as a key code (with `keypad` on).
    static func key(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        // Keypad keys, and the vt220 names some terminfo entries give Home and End (`\E[1~`, `\E[4~`).
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_HOME, KEY_A1, KEY_FIND: return .home
        case KEY_END, KEY_C1, KEY_SELECT: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_BTAB: return .backTab
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case tessera_key_f(1)...tessera_key_f(63): return .function(Int(code - tessera_key_f(0)))
        default: return nil
        }
    }

    /// A mouse report: button 1 pressed (or clicked) is a click, its release a release, motion reported
    /// while it is held a drag, buttons 4 and 5 are the wheel; Ctrl, Shift and Alt held come along as
    /// modifiers. The rest (buttons 2 and 3) is ignored.
    static func mouse(_ event: RawMouseEvent) -> MouseEvent? {
        guard event.column >= 0, event.row >= 0 else { return nil }
        let clicks =
            TESSERA_BUTTON1_PRESSED | TESSERA_BUTTON1_CLICKED | TESSERA_BUTTON1_DOUBLE_CLICKED
            | TESSERA_BUTTON1_TRIPLE_CLICKED
        let action: MouseEvent.Action
        if event.buttons & TESSERA_BUTTON4_PRESSED != 0 {
            action = .wheelUp
        } else if event.buttons & TESSERA_BUTTON5_PRESSED != 0 {
            action = .wheelDown
        } else if event.buttons & clicks != 0 {
            action = .click
        } else if event.buttons & TESSERA_BUTTON1_RELEASED != 0 {
            action = .release
        } else if event.buttons & TESSERA_REPORT_MOUSE_POSITION != 0 {
            action = .drag
        } else {
            return nil
        }
        return MouseEvent(action: action, column: event.column, row: event.row, modifiers: modifiers(event))
    }

    /// The modifier keys a report says were held.
    private static func modifiers(_ event: RawMouseEvent) -> MouseEvent.Modifiers {
        var modifiers: MouseEvent.Modifiers = []
        if event.buttons & TESSERA_BUTTON_CTRL != 0 { modifiers.insert(.control) }
        if event.buttons & TESSERA_BUTTON_SHIFT != 0 { modifiers.insert(.shift) }
        if event.buttons & TESSERA_BUTTON_ALT != 0 { modifiers.insert(.alt) }
        return modifiers
    }
}
