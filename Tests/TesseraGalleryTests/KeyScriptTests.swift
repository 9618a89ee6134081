import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Reading `snapshot --keys` scripts: every key name, the special words, and the errors for words that
/// cannot be read.
@Suite struct KeyScriptTests {
    static let namedKeys: [(String, Key)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("pgup", .pageUp),
        ("pgdn", .pageDown), ("home", .home), ("end", .end), ("enter", .enter), ("esc", .escape),
        ("bs", .backspace), ("tab", .tab), ("btab", .backTab), ("space", .character(" ")), ("del", .delete),
    ]

    @Test func everyKeyNameReadsAsItsKey() throws {
        for (name, key) in Self.namedKeys {
            #expect(try KeyScript.parse(name) == [.event(.key(key))], "\(name)")
            #expect(try KeyScript.parse(name.uppercased()) == [.event(.key(key))], "\(name.uppercased())")
        }
    }

    @Test func functionKeysReadFromF1ToF12() throws {
        for number in 1...12 {
            #expect(try KeyScript.parse("f\(number)") == [.event(.key(.function(number)))])
            #expect(try KeyScript.parse("F\(number)") == [.event(.key(.function(number)))])
        }
    }

    @Test func anySingleCharacterIsThatCharacter() throws {
        for character: Character in [
            "u", "r", "q", "?", "G", "g", "j", "f", "F", "é", "e\u{301}", "山", "🎉", "/",
        ] {
            #expect(
                try KeyScript.parse(String(character)) == [.event(.key(.character(character)))],
                "\(character)")
        }
    }

    @Test func waitAdvancesTheClockByMilliseconds() throws {
        #expect(try KeyScript.parse("wait:150") == [.wait(milliseconds: 150)])
        #expect(try KeyScript.parse("wait:0") == [.wait(milliseconds: 0)])
        #expect(try KeyScript.parse("WAIT:20") == [.wait(milliseconds: 20)])
    }

    @Test func resizeReadsASize() throws {
        #expect(try KeyScript.parse("resize:80x24") == [.event(.resize(columns: 80, rows: 24))])
        #expect(try KeyScript.parse("resize:1x1") == [.event(.resize(columns: 1, rows: 1))])
        #expect(try KeyScript.parse("resize:2000X2000") == [.event(.resize(columns: 2000, rows: 2000))])
    }

    @Test func clickReadsACellAndTheWheelHasTwoWords() throws {
        #expect(
            try KeyScript.parse("click:10,3") == [
                .event(.mouse(MouseEvent(action: .click, column: 10, row: 3)))
            ])
        #expect(
            try KeyScript.parse("click:0,0") == [
                .event(.mouse(MouseEvent(action: .click, column: 0, row: 0)))
            ])
        #expect(try KeyScript.parse("wheelup").map(Self.mouseAction) == [.wheelUp])
        #expect(try KeyScript.parse("wheeldown").map(Self.mouseAction) == [.wheelDown])
    }

    @Test func theWheelTakesTheCellUnderThePointerToo() throws {
        #expect(
            try KeyScript.parse("wheelup:10,3 wheeldown:0,29") == [
                .event(.mouse(MouseEvent(action: .wheelUp, column: 10, row: 3))),
                .event(.mouse(MouseEvent(action: .wheelDown, column: 0, row: 29))),
            ])
        #expect(
            try KeyScript.parse("wheeldown") == [
                .event(.mouse(MouseEvent(action: .wheelDown, column: 0, row: 0)))
            ])
    }

    @Test func aDragIsAPressAMoveAndARelease() throws {
        #expect(
            try KeyScript.parse("drag:50,15-40,16") == [
                .event(.mouse(MouseEvent(action: .click, column: 50, row: 15))),
                .event(.mouse(MouseEvent(action: .drag, column: 40, row: 16))),
                .event(.mouse(MouseEvent(action: .release, column: 40, row: 16))),
            ])
        for bad in ["drag:50,15", "drag:50,15-40", "drag:a,1-2,3", "drag:1,2-3,4-5,6", "drag:-1,2-3,4"] {
            #expect(throws: KeyScriptError.self, "\(bad)") { try KeyScript.parse(bad) }
        }
    }

    @Test func ctrlWheelCarriesTheControlModifier() throws {
        #expect(
            try KeyScript.parse("ctrl+wheelup:10,3 ctrl+wheeldown:0,2") == [
                .event(.mouse(MouseEvent(action: .wheelUp, column: 10, row: 3, modifiers: .control))),
                .event(.mouse(MouseEvent(action: .wheelDown, column: 0, row: 2, modifiers: .control))),
            ])
        #expect(throws: KeyScriptError.self) { try KeyScript.parse("ctrl+wheelup:10") }
    }

    @Test func wordsAreSeparatedBySpacesTabsAndNewlines() throws {
        let expected: [ScriptStep] = [
            .event(.key(.down)), .wait(milliseconds: 5), .event(.key(.character("u"))),
        ]
        #expect(try KeyScript.parse("down wait:5 u") == expected)
        #expect(try KeyScript.parse("  down\twait:5\n\nu  ") == expected)
        #expect(try KeyScript.parse("") == [])
        #expect(try KeyScript.parse(" \n\t ") == [])
    }

    @Test(arguments: [
        ("wait:x", "wait"), ("wait:", "wait"), ("wait:-1", "wait"), ("wait:1.5", "wait"),
        ("resize:0x5", "resize"), ("resize:5x0", "resize"), ("resize:80", "resize"), ("resize:axb", "resize"),
        ("resize:2001x10", "resize"), ("resize:-80x24", "resize"), ("click:1", "click"),
        ("click:-1,2", "click"),
        ("click:a,b", "click"), ("click:1,2,3", "click"), ("click:1,,2", "click"), ("wheelup:1", "wheelup"),
        ("wheeldown:-1,2", "wheeldown"), ("foo", "not a key name"), ("f0", "not a key name"),
        ("f13", "not a key name"), ("pageup", "not a key name"), ("ctrl-c", "not a key name"),
    ])
    func badWordsAreRejectedWithAMessageNamingThem(_ word: String, _ reason: String) {
        #expect {
            try KeyScript.parse("down \(word) up")
        } throws: { error in
            guard let error = error as? KeyScriptError else { return false }
            return error.word == word && error.reason.contains(reason)
                && error.description.contains("'\(word)'")
        }
    }

    @Test func theFirstBadWordIsTheOneReported() {
        #expect(throws: KeyScriptError(word: "foo", reason: "not a key name")) {
            try KeyScript.parse("down foo wait:x")
        }
        let error = KeyScriptError(word: "Wait:x", reason: "wait takes milliseconds, e.g. wait:150")
        #expect(throws: error) { try KeyScript.parse("Wait:x") }
        #expect(
            error.description == "cannot read key 'Wait:x' in --keys: wait takes milliseconds, e.g. wait:150")
    }

    static func mouseAction(_ step: ScriptStep) -> MouseEvent.Action? {
        if case .event(.mouse(let mouse)) = step { return mouse.action }
        return nil
    }
}
