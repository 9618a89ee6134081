import TesseraCanvas

extension Key {
    /// How help writes the key: `↑`, `PgDn`, `Enter`, `Esc`, `⌫`, `F1`, `Space`, `Ctrl-C`, or the
    /// character itself.
    public var helpName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "⌫"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .delete: "Delete"
        case .insert: "Insert"
        case .function(let number): "F\(number)"
        case .control(let character): "Ctrl-\(character.uppercased())"
        }
    }
}
