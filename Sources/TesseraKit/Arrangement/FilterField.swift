import TesseraCanvas

/// The `/` filter's text field in the status line: what has been typed, and whether keys go to it.
///
/// While editing, characters and Backspace change the query; Enter keeps the filter and gives the keys
/// back to navigation; Esc clears it. With a kept filter, Esc clears it first (a second Esc goes back).
public struct FilterField: Equatable {
    /// The query as typed.
    public private(set) var text = ""
    /// Whether keys go to the field.
    public private(set) var isEditing = true

    /// An empty field, editing.
    public init() {}

    /// What a key did to the field.
    public enum Edit: Equatable {
        /// The query changed: filter again.
        case changed
        /// The field was closed and the filter kept.
        case kept
        /// The field was closed and the filter cleared.
        case cleared
        /// The key is not the field's: navigation gets it.
        case ignored
    }

    /// Gives the keys to the field again, keeping what was typed.
    public mutating func edit() {
        isEditing = true
    }

    /// Applies a key while editing.
    public mutating func handle(_ key: Key) -> Edit {
        switch key {
        case .character(let character) where !character.isNewline:
            text.append(character)
            return .changed
        case .backspace:
            guard !text.isEmpty else { return .ignored }
            text.removeLast()
            return .changed
        case .enter:
            isEditing = false
            return .kept
        case .escape:
            return .cleared
        default:
            return .ignored
        }
    }

    /// The field as the status line shows it while editing: the query after a slash, and a cursor; `nil`
    /// once the keys have gone back to navigation.
    public var editingText: String? { isEditing ? "/\(text)▏" : nil }

    /// `position` for the status line, with the filter after it once it is kept: `3 of 12 · /sam`.
    public func positionText(_ position: String) -> String {
        guard !isEditing else { return position }
        return position.isEmpty ? "/\(text)" : "\(position) · /\(text)"
    }

    /// The key hints shown after the field while it is open.
    public static let hints = ["⏎ keep", "esc clear"]
}

extension FilterField.Edit {
    /// Does what the edit asks of a screen's filter: `apply` the query after a change, `clear` the
    /// filter when it was cleared or kept empty. Returns whether the field took the key.
    public func carryOut(text: String, apply: (FuzzyQuery) -> Void, clear: () -> Void) -> Bool {
        switch self {
        case .changed: apply(FuzzyQuery(text))
        case .kept: if text.isEmpty { clear() }
        case .cleared: clear()
        case .ignored: return false
        }
        return true
    }
}
