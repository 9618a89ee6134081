/// A terminal's name and version as XTVERSION gives them — `kitty(0.35.2)`, `foot(1.16.2)`,
/// `WezTerm 20240203-110809-5046fc22`, `tmux 3.3a`, `XTerm(388)`, `ghostty 1.1.3` — and what they imply.
public struct TerminalVersion: Equatable, Sendable {
    /// The name, lowercased: `kitty`, `wezterm`, `tmux`, …
    public let name: String
    /// The numeric parts of the version (`0.35.2` → `[0, 35, 2]`; a part's digits up to the first other
    /// character, so `3.3a` → `[3, 3]`); empty when there is none.
    public let numbers: [Int]

    /// Reads XTVERSION's text: the name up to `(` or a space, the version after it (up to `)`).
    public init(_ text: String) {
        let nameEnd = text.firstIndex { $0 == "(" || $0 == " " } ?? text.endIndex
        name = text[..<nameEnd].lowercased()
        let rest = text[nameEnd...].drop { $0 == "(" || $0 == " " }.prefix { $0 != ")" && $0 != " " }
        numbers = rest.split(separator: ".").map { Int($0.prefix { $0.isASCII && $0.isNumber }) ?? 0 }
    }

    /// Whether this terminal draws kitty's Unicode placeholders: kitty from 0.28, Ghostty.
    public var drawsKittyPlaceholders: Bool {
        switch name {
        case "kitty": numbers.lexicographicallyPrecedes([0, 28]) == false
        case "ghostty": true
        default: false
        }
    }

    /// Whether this is tmux answering for itself rather than the terminal it runs in.
    public var isTmux: Bool { name == "tmux" }
}
