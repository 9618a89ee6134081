import PropertyBased
import SystemTestSupport
import TesseraCanvas
import Testing

@testable import TesseraTerminal

/// The escape sequences ncurses leaves to the app: each is read whole, and names a key only when it
/// really is that key.
@Suite struct EscapeSequenceTests {
    /// Feeds `text` (the characters after ESC) and returns what the parser made of it, with how many
    /// characters it took.
    static func parse(_ text: String) -> (meaning: EscapeSequence.Meaning?, consumed: Int) {
        var parser = EscapeSequence()
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if case .complete(let meaning) = parser.feed(scalar) { return (meaning, index + 1) }
        }
        return (nil, text.unicodeScalars.count)
    }

    /// The sequences from the issue, which acted as key presses: each is one thing, none a command key.
    @Test(arguments: [
        ("Oq", EscapeSequence.Meaning.key(.character("1"))),  // keypad 1, not q (quit)
        ("Ou", .key(.character("5"))),  // keypad 5, not u (update)
        ("[5q", .nothing),  // not q
        ("[2 q", .nothing),  // cursor style: not q
        ("[106;5u", .key(.control("j"))),  // kitty's Ctrl-J, not u
    ])
    func sequencesThatActedAsKeysAreReadWhole(text: String, meaning: EscapeSequence.Meaning) {
        let (parsed, consumed) = Self.parse(text)
        #expect(parsed == meaning)
        #expect(consumed == text.unicodeScalars.count)
    }

    @Test(arguments: [
        ("[A", Key.up), ("[1;5B", .down), ("OC", .right), ("OD", .left), ("[H", .home), ("OF", .end),
        ("[1~", .home), ("[4~", .end), ("[5~", .pageUp), ("[6~", .pageDown), ("[3~", .delete),
        ("[2~", .insert), ("[Z", .backTab), ("OP", .function(1)), ("[15~", .function(5)),
        ("[24~", .function(12)), ("OM", .enter), ("[13u", .enter), ("[27u", .escape),
        ("[113u", .character("q")),
        ("[81;2u", .character("Q")), ("Op", .character("0")), ("Oy", .character("9")),
        ("Ok", .character("+")),
    ])
    func knownSequencesNameTheirKey(text: String, key: Key) {
        #expect(Self.parse(text) == (.key(key), text.unicodeScalars.count))
    }

    /// An X10 mouse report ncurses left to the app (it arrived in two parts, further apart than the escape
    /// delay: the tmux soak test's storm on a loaded machine) is read whole with its three bytes, which
    /// would otherwise be keys: Ctrl with the wheel turned down is `q` (32 + 81), and column 80 is `q` too.
    @Test(arguments: [
        "[Mq!!",  // Ctrl + wheel down at the top left
        "[M`q!",  // wheel up at column 80
        "[M #&",  // button 1 pressed
        "[MC5(",  // a drag
    ])
    func x10MouseReportsAreReadWholeAndNameNothing(text: String) {
        #expect(Self.parse(text) == (.nothing, 5))
    }

    @Test func bracketedPasteMarkersAreRecognised() {
        #expect(Self.parse("[200~").meaning == .pasteStart)
        #expect(Self.parse("[201~").meaning == .pasteEnd)
    }

    @Test(arguments: [
        "]0;title\u{7}", "]8;;http://example.com\u{1B}\\", "P1$r0m\u{1B}\\", "_Gi=1;OK\u{1B}\\", "[?1;2c",
        "[>0;10;1c", "[<0;10;5M", "[12;40R", "[?2004$y", "X sos \u{1B}\\", "^pm\u{1B}\\",
        "[113;3u",  // Alt-q: not q
    ])
    func repliesStringsAndModifiedKeysNameNothing(text: String) {
        #expect(Self.parse(text) == (.nothing, text.unicodeScalars.count))
    }

    /// ESC and a character that starts no sequence: the Escape key, then that key (Esc pressed just before
    /// it, as tmux sends `Escape ?` in one write).
    @Test(arguments: ["q", "?", "j", "a", " "])
    func anEscapeFollowedByAnOrdinaryCharacterIsTwoKeys(text: String) {
        #expect(Self.parse(text) == (.notASequence, 1))
    }

    @Test func aRunawaySequenceEndsAtTheLengthLimit() {
        let (meaning, consumed) = Self.parse("]" + String(repeating: "x", count: 10_000))
        #expect(meaning == .nothing)
        #expect(consumed == EscapeSequence.maximumLength)
    }

    /// Random complete CSI, SS3 and string sequences: the parser ends exactly at the last character, and
    /// a key it names is one that such a sequence can name (so no stray `q` or `u` ever escapes).
    @Test func anyCompleteSequenceIsReadWholeAndNamesNoCommandItDoesNotName() async {
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SplitMix(seed: UInt64(seed))
            let (text, allowed) = Self.randomSequence(&random)
            let (meaning, consumed) = Self.parse(text)
            #expect(consumed == text.unicodeScalars.count, "\(text.debugDescription)")
            switch meaning {
            case .key(let key)?: #expect(allowed.contains(key), "\(text.debugDescription) named \(key)")
            case .nothing?, .pasteStart?, .pasteEnd?: break
            case .notASequence?: Issue.record("\(text.debugDescription) is a sequence")
            case nil: Issue.record("\(text.debugDescription) was not complete")
            }
        }
    }

    /// A random complete sequence and the keys a sequence of its kind and final character may name.
    static func randomSequence(_ random: inout SplitMix) -> (String, Set<Key>) {
        func scalar(_ range: ClosedRange<UInt32>) -> String {
            String(Unicode.Scalar(UInt32.random(in: range, using: &random))!)
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let parameters = (0..<Int.random(in: 0...6, using: &random)).map { _ in scalar(0x30...0x3F) }
            let intermediates = (0..<Int.random(in: 0...1, using: &random)).map { _ in scalar(0x20...0x2F) }
            let final = scalar(0x40...0x7E)
            let allowed: Set<Key> =
                switch final {
                case "A": [.up]
                case "B": [.down]
                case "C": [.right]
                case "D": [.left]
                case "H": [.home]
                case "F": [.end]
                case "Z": [.backTab]
                case "P": [.function(1)]
                case "Q": [.function(2)]
                case "S": [.function(4)]
                case "~":
                    Set(
                        [Key.home, .end, .insert, .delete, .pageUp, .pageDown]
                            + (1...12).map { Key.function($0) })
                case "u": [.enter, .escape, .tab, .backTab, .backspace]  // plus what its code says, below
                default: []
                }
            var text = "[" + parameters.joined() + intermediates.joined() + final
            if text == "[M" {
                // An X10 mouse report: three bytes follow, any of them.
                text += (0..<3).map { _ in scalar(0x20...0x7E) }.joined()
            }
            if final == "u", intermediates.isEmpty,
                let code = Int(parameters.joined().split(separator: ";").first ?? ""),
                let named = Unicode.Scalar(code)
            {
                return (text, allowed.union([.character(Character(named)), .control(Character(named))]))
            }
            return (text, allowed)
        case 1:
            let keypad = "0123456789*+,-./=".map { Key.character($0) }
            let keys: [Key] =
                [.up, .down, .left, .right, .home, .end, .enter] + (1...4).map { Key.function($0) }
            return ("O" + scalar(0x20...0x7E), Set(keys + keypad))
        default:
            let opener = ["]", "P", "X", "^", "_"].randomElement(using: &random)!
            let payload = (0..<Int.random(in: 0...20, using: &random)).map { _ in scalar(0x20...0x7E) }
                .joined()
            let terminator = Bool.random(using: &random) ? "\u{7}" : "\u{1B}\\"
            return (opener + payload + terminator, [])
        }
    }
}
