import TesseraCanvas

/// Reads the escape sequences ncurses hands over character by character — the ones its terminfo entry does
/// not name — so that none of their characters is mistaken for a key press (`ESC O q` is keypad 1, not `q`).
///
/// Feed it the characters after an `ESC` one at a time; it says when the sequence is complete and which key,
/// if any, it names. Pure: no terminal needed, so every sequence can be tested.
///
/// - CSI (`ESC [` parameters, intermediates, a final byte): cursor keys, Home/End, Insert/Delete, PgUp/PgDn,
///   F1–F12 (`ESC [ 1 5 ~`, with or without modifiers), Shift-Tab (`ESC [ Z`), kitty's `ESC [ code ; mods u`
///   where the key is unambiguous, and the bracketed-paste markers `ESC [ 200 ~` and `ESC [ 201 ~`.
/// - SS3 (`ESC O` and one character): cursor keys, Home/End, F1–F4 and the keypad in application mode, as
///   xterm sends them.
/// - OSC, DCS, SOS, PM and APC strings (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`), up to BEL or `ESC \`.
/// - X10 mouse reports (`ESC [ M` and three bytes: button, column, row, each plus 32), which ncurses decodes
///   itself unless the report came in two parts further apart than its escape delay (a loaded machine, a
///   slow link): the three bytes are any characters — Ctrl with the wheel turned down is `q` — so they are
///   consumed with the report, which is dropped.
///
/// Everything else it consumes whole and names nothing, so it is dropped silently. An ESC followed by anything
/// that starts none of these is no sequence at all: the Escape key, then another key.
struct EscapeSequence {
    /// What a sequence amounts to.
    enum Meaning: Equatable {
        /// A key the sequence names.
        case key(Key)
        /// The start of a bracketed paste (`ESC [ 200 ~`).
        case pasteStart
        /// The end of a bracketed paste (`ESC [ 201 ~`).
        case pasteEnd
        /// Nothing the app uses.
        case nothing
        /// No sequence: the ESC was the Escape key, and the character after it a key of its own (pressed
        /// quickly after, or sent together as xterm sends Alt with a key).
        case notASequence
    }

    /// Where the parser is.
    enum Progress: Equatable {
        /// The sequence goes on: feed the next character.
        case incomplete
        /// The sequence ended with the last character.
        case complete(Meaning)
    }

    private enum State {
        case start, csi, ss3, string, stringEscape
        /// An X10 mouse report's bytes still to come.
        case mouseReport(remaining: Int)
    }

    private var state = State.start
    private var parameters = ""
    private var intermediates = ""
    /// How many characters have been fed; a runaway sequence is cut off.
    private var length = 0

    /// The longest sequence read; anything longer is dropped as it stands.
    static let maximumLength = 4_096

    /// Feeds the next character after the `ESC`.
    mutating func feed(_ scalar: Unicode.Scalar) -> Progress {
        length += 1
        guard length < Self.maximumLength else { return .complete(.nothing) }
        let value = scalar.value
        switch state {
        case .start:
            switch scalar {
            case "[": state = .csi
            case "O": state = .ss3
            case "]", "P", "X", "^", "_": state = .string
            default: return .complete(.notASequence)
            }
            return .incomplete
        case .ss3:
            return .complete(Self.ss3Meaning(scalar))
        case .csi:
            switch value {
            case 0x30...0x3F: parameters.unicodeScalars.append(scalar)
            case 0x20...0x2F: intermediates.unicodeScalars.append(scalar)
            case 0x4D where parameters.isEmpty && intermediates.isEmpty:
                state = .mouseReport(remaining: 3)  // `ESC [ M`: an X10 mouse report, not a key
            case 0x40...0x7E: return .complete(csiMeaning(final: scalar))
            default: return .complete(.nothing)  // Not a CSI sequence after all: stop here.
            }
            return .incomplete
        case .string:
            if value == 0x07 { return .complete(.nothing) }
            if value == 0x1B { state = .stringEscape }
            return .incomplete
        case .stringEscape:
            if scalar == "\\" { return .complete(.nothing) }
            state = .string
            return .incomplete
        case .mouseReport(let remaining):
            guard remaining > 1 else { return .complete(.nothing) }
            state = .mouseReport(remaining: remaining - 1)
            return .incomplete
        }
    }

    /// SS3 keys, as xterm sends them (the keypad in application mode: `ESC O p` is 0 … `ESC O y` is 9).
    private static func ss3Meaning(_ scalar: Unicode.Scalar) -> Meaning {
        switch scalar {
        case "A": .key(.up)
        case "B": .key(.down)
        case "C": .key(.right)
        case "D": .key(.left)
        case "H": .key(.home)
        case "F": .key(.end)
        case "M": .key(.enter)
        case "P": .key(.function(1))
        case "Q": .key(.function(2))
        case "R": .key(.function(3))
        case "S": .key(.function(4))
        case "p"..."y": .key(.character(Character(Unicode.Scalar(scalar.value - 0x40)!)))  // 0 … 9
        case "j": .key(.character("*"))
        case "k": .key(.character("+"))
        case "l": .key(.character(","))
        case "m": .key(.character("-"))
        case "n": .key(.character("."))
        case "o": .key(.character("/"))
        case "X": .key(.character("="))
        default: .nothing
        }
    }

    /// The meaning of a CSI sequence with this final byte.
    private func csiMeaning(final: Unicode.Scalar) -> Meaning {
        // Private parameters (`<`, `=`, `>`, `?`: mouse reports, replies) and intermediates (`ESC [ 2 SP q`)
        // never name a key here.
        guard intermediates.isEmpty, !parameters.contains(where: { "<=>?".contains($0) }) else {
            return .nothing
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first ?? nil
        switch final {
        case "A": return .key(.up)
        case "B": return .key(.down)
        case "C": return .key(.right)
        case "D": return .key(.left)
        case "H": return .key(.home)
        case "F": return .key(.end)
        case "Z": return .key(.backTab)
        case "P" where first == 1 || parameters.isEmpty: return .key(.function(1))
        case "Q" where first == 1 || parameters.isEmpty: return .key(.function(2))
        case "S" where first == 1 || parameters.isEmpty: return .key(.function(4))
        case "~": return Self.tildeMeaning(first)
        case "u": return Self.kittyMeaning(code: first, modifiers: numbers.count > 1 ? numbers[1] : 1)
        default: return .nothing
        }
    }

    /// `ESC [ n ~` keys (vt220 style).
    private static func tildeMeaning(_ number: Int?) -> Meaning {
        guard let number else { return .nothing }
        switch number {
        case 1, 7: return .key(.home)
        case 2: return .key(.insert)
        case 3: return .key(.delete)
        case 4, 8: return .key(.end)
        case 5: return .key(.pageUp)
        case 6: return .key(.pageDown)
        case 11...15: return .key(.function(number - 10))
        case 17...21: return .key(.function(number - 11))
        case 23, 24: return .key(.function(number - 12))
        case 200: return .pasteStart
        case 201: return .pasteEnd
        default: return .nothing
        }
    }

    /// kitty's `ESC [ code ; modifiers u`: a key without modifiers (or with Shift, which the code already
    /// carries for text), and Ctrl with a letter; anything with Alt, Super or more is left alone.
    private static func kittyMeaning(code: Int?, modifiers: Int?) -> Meaning {
        guard let code, let modifiers, let scalar = Unicode.Scalar(code) else { return .nothing }
        switch (code, modifiers) {
        case (13, 1): return .key(.enter)
        case (27, 1): return .key(.escape)
        case (9, 1): return .key(.tab)
        case (9, 2): return .key(.backTab)
        case (127, 1), (8, 1): return .key(.backspace)
        case (32..., 1), (32..., 2):
            guard code != 127, !(0x80..<0xA0).contains(code) else { return .nothing }
            return .key(.character(Character(scalar)))
        case (97...122, 5): return .key(.control(Character(scalar)))
        default: return .nothing
        }
    }
}
