import TesseraCanvas

/// One step of a scripted session: an input event, or a pause on the virtual clock.
public enum ScriptStep: Hashable, Sendable {
    /// Feed this event to the app.
    case event(InputEvent)
    /// Let this many milliseconds pass (animations advance).
    case wait(milliseconds: Int)
}

/// A script error: names the word that could not be read.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending word.
    public let word: String
    /// Why it could not be read.
    public let reason: String

    public var description: String { "cannot read key '\(word)' in --keys: \(reason)" }
}

/// Reads `snapshot --keys` scripts: words separated by spaces.
///
/// Names: `up down left right pgup pgdn home end enter esc bs tab btab space del`, `f1`…`f12`, any single
/// character (`u`, `?`, `G`, `é`), `wait:MS` (advance the virtual clock), `resize:WxH`, `click:C,R` (a
/// click at column C, row R), `wheelup`, `wheeldown` (at the top-left cell), `wheelup:C,R`, `wheeldown:C,R`,
/// `ctrl+wheelup:C,R`, `ctrl+wheeldown:C,R` (with Ctrl held) and `drag:C,R-C,R` (press at the first cell,
/// move to the second, release there).
public enum KeyScript {
    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "pgup": .pageUp, "pgdn": .pageDown,
        "home": .home, "end": .end, "enter": .enter, "esc": .escape, "bs": .backspace, "tab": .tab,
        "btab": .backTab, "space": .character(" "), "del": .delete,
    ]

    /// The steps of a script, or the first word that is not a key name.
    public static func parse(_ script: String) throws(KeyScriptError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for word in script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init) {
            if let drag = try dragSteps(for: word) {
                steps.append(contentsOf: drag)
            } else {
                steps.append(try step(for: word))
            }
        }
        return steps
    }

    private static func step(for word: String) throws(KeyScriptError) -> ScriptStep {
        if let key = named[word.lowercased()] { return .event(.key(key)) }
        if word.count == 1, let character = word.first { return .event(.key(.character(character))) }
        let lower = word.lowercased()
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
            return .event(.key(.function(number)))
        }
        if lower == "wheelup" { return .event(.mouse(MouseEvent(action: .wheelUp, column: 0, row: 0))) }
        if lower == "wheeldown" { return .event(.mouse(MouseEvent(action: .wheelDown, column: 0, row: 0))) }
        if let argument = lower.argument(after: "wait:") {
            guard let milliseconds = Int(argument), milliseconds >= 0 else {
                throw KeyScriptError(word: word, reason: "wait takes milliseconds, e.g. wait:150")
            }
            return .wait(milliseconds: milliseconds)
        }
        if let argument = lower.argument(after: "resize:") {
            guard let size = TerminalSize(argument) else {
                throw KeyScriptError(word: word, reason: "resize takes a size, e.g. resize:80x24")
            }
            return .event(.resize(columns: size.columns, rows: size.rows))
        }
        for (name, action, modifiers) in mouseActions {
            guard let argument = lower.argument(after: name + ":") else { continue }
            guard let (column, row) = cell(argument) else {
                throw KeyScriptError(word: word, reason: "\(name) takes a cell, e.g. \(name):10,3")
            }
            return .event(.mouse(MouseEvent(action: action, column: column, row: row, modifiers: modifiers)))
        }
        throw KeyScriptError(word: word, reason: "not a key name")
    }

    /// `drag:C,R-C,R` as its three mouse events (press, move, release); `nil` for any other word.
    private static func dragSteps(for word: String) throws(KeyScriptError) -> [ScriptStep]? {
        guard let argument = word.lowercased().argument(after: "drag:") else { return nil }
        let ends = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let start = cell(ends[0]), let end = cell(ends[1]) else {
            throw KeyScriptError(word: word, reason: "drag takes two cells, e.g. drag:10,3-20,5")
        }
        return [
            .event(.mouse(MouseEvent(action: .click, column: start.column, row: start.row))),
            .event(.mouse(MouseEvent(action: .drag, column: end.column, row: end.row))),
            .event(.mouse(MouseEvent(action: .release, column: end.column, row: end.row))),
        ]
    }

    /// A cell written `C,R` (both from 0), or `nil`.
    private static func cell(_ text: Substring) -> (column: Int, row: Int)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let column = parts[0], let row = parts[1], column >= 0, row >= 0 else {
            return nil
        }
        return (column, row)
    }

    /// The mouse actions a script can name with a cell, `NAME:C,R`.
    private static let mouseActions: [(String, MouseEvent.Action, MouseEvent.Modifiers)] = [
        ("click", .click, []), ("wheelup", .wheelUp, []), ("wheeldown", .wheelDown, []),
        ("ctrl+wheelup", .wheelUp, .control), ("ctrl+wheeldown", .wheelDown, .control),
    ]
}

extension String {
    /// The rest of the string after `prefix`, or `nil` when it does not start with it.
    fileprivate func argument(after prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }
}
