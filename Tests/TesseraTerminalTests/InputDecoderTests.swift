import CNcurses
import TesseraCanvas
import Testing

@testable import TesseraTerminal

@Suite struct InputDecoderTests {
    private let size = (columns: 100, rows: 30)

    private func character(_ value: UInt32) -> InputEvent? {
        InputDecoder.decode(status: OK, value: value, size: size)
    }

    private func keyCode(_ code: Int32, mouse: RawMouseEvent? = nil) -> InputEvent? {
        InputDecoder.decode(status: KEY_CODE_YES, value: UInt32(code), size: size, mouse: mouse)
    }

    @Test func printableCharactersOfAnyScriptAreCharacters() {
        #expect(character(0x6A) == .key(.character("j")))
        #expect(character(0x20) == .key(.character(" ")))
        #expect(character(0xE9) == .key(.character("é")))
        #expect(character(0x4E2D) == .key(.character("中")))
        #expect(character(0x1F600) == .key(.character("😀")))
    }

    @Test func arrowsPagingHomeAndEndAreNamedKeys() {
        #expect(keyCode(KEY_UP) == .key(.up))
        #expect(keyCode(KEY_DOWN) == .key(.down))
        #expect(keyCode(KEY_LEFT) == .key(.left))
        #expect(keyCode(KEY_RIGHT) == .key(.right))
        #expect(keyCode(KEY_PPAGE) == .key(.pageUp))
        #expect(keyCode(KEY_NPAGE) == .key(.pageDown))
        #expect(keyCode(KEY_HOME) == .key(.home))
        #expect(keyCode(KEY_END) == .key(.end))
    }

    @Test func keypadAndVT220NamesOfHomeAndEndAreHomeAndEnd() {
        #expect(keyCode(KEY_A1) == .key(.home))
        #expect(keyCode(KEY_FIND) == .key(.home))
        #expect(keyCode(KEY_C1) == .key(.end))
        #expect(keyCode(KEY_SELECT) == .key(.end))
        #expect(keyCode(KEY_A3) == .key(.pageUp))
        #expect(keyCode(KEY_C3) == .key(.pageDown))
    }

    @Test func enterArrivesAsKeyEnterCarriageReturnOrLineFeed() {
        #expect(keyCode(KEY_ENTER) == .key(.enter))
        #expect(character(13) == .key(.enter))
        #expect(character(10) == .key(.enter))
    }

    @Test func backspaceArrivesAsKeyBackspaceDeleteOrControlH() {
        #expect(keyCode(KEY_BACKSPACE) == .key(.backspace))
        #expect(character(127) == .key(.backspace))
        #expect(character(8) == .key(.backspace))
    }

    @Test func escapeTabShiftTabDeleteAndInsert() {
        #expect(character(27) == .key(.escape))
        #expect(character(9) == .key(.tab))
        #expect(keyCode(KEY_BTAB) == .key(.backTab))
        #expect(keyCode(KEY_DC) == .key(.delete))
        #expect(keyCode(KEY_IC) == .key(.insert))
    }

    @Test func functionKeysAreNumberedFromOne() {
        for number in 1...12 {
            #expect(keyCode(tessera_key_f(Int32(number))) == .key(.function(number)))
        }
        #expect(keyCode(tessera_key_f(0)) == nil)
    }

    @Test func controlLettersAreControlKeysInLowerCase() {
        #expect(character(1) == .key(.control("a")))
        #expect(character(12) == .key(.control("l")))
        #expect(character(26) == .key(.control("z")))
        let letters = (1...26).filter { ![8, 9, 10, 13].contains($0) }
        for code in letters {
            let letter = Character(UnicodeScalar(UInt8(96 + code)))
            #expect(character(UInt32(code)) == .key(.control(letter)))
        }
    }

    @Test func otherControlCodesAreIgnored() {
        for code: UInt32 in [0, 28, 29, 30, 31, 0x80, 0x9B, 0x9F] {
            #expect(character(code) == nil, "code \(code)")
        }
    }

    @Test func unknownKeyCodesAndStatusesAreIgnored() {
        #expect(keyCode(KEY_PRINT) == nil)
        #expect(keyCode(KEY_MAX) == nil)
        #expect(InputDecoder.decode(status: KEY_CODE_YES, value: UInt32.max, size: size) == nil)
        #expect(InputDecoder.decode(status: ERR, value: 0x61, size: size) == nil)
        // Not a Unicode scalar: a surrogate and a value past U+10FFFF.
        #expect(character(0xD800) == nil)
        #expect(character(0x110000) == nil)
    }

    @Test func resizeReportsTheNewSize() {
        let event = InputDecoder.decode(
            status: KEY_CODE_YES, value: UInt32(KEY_RESIZE), size: (columns: 60, rows: 20))
        #expect(event == .resize(columns: 60, rows: 20))
    }

    @Test func buttonOneIsAClickAtTheCell() {
        for buttons in [TESSERA_BUTTON1_PRESSED, TESSERA_BUTTON1_CLICKED] {
            let event = keyCode(KEY_MOUSE, mouse: RawMouseEvent(column: 7, row: 3, buttons: buttons))
            #expect(event == .mouse(MouseEvent(action: .click, column: 7, row: 3)))
        }
    }

    /// The press was the click: its release is a release (the end of a drag), no second click.
    @Test func aReleaseIsNoSecondClick() {
        let release = RawMouseEvent(column: 7, row: 3, buttons: TESSERA_BUTTON1_RELEASED)
        #expect(keyCode(KEY_MOUSE, mouse: release) == .mouse(MouseEvent(action: .release, column: 7, row: 3)))
    }

    /// Motion reported while the button is held (xterm's button-event tracking) is a drag to that cell.
    @Test func motionWithTheButtonHeldIsADrag() {
        let motion = RawMouseEvent(column: 9, row: 4, buttons: TESSERA_REPORT_MOUSE_POSITION)
        #expect(keyCode(KEY_MOUSE, mouse: motion) == .mouse(MouseEvent(action: .drag, column: 9, row: 4)))
    }

    /// Ctrl held with the wheel comes along as a modifier (Ctrl+wheel zooms the viewer), Shift and Alt too.
    @Test func modifierKeysHeldComeWithTheEvent() {
        let zoom = keyCode(
            KEY_MOUSE,
            mouse: RawMouseEvent(column: 2, row: 2, buttons: TESSERA_BUTTON4_PRESSED | TESSERA_BUTTON_CTRL))
        #expect(zoom == .mouse(MouseEvent(action: .wheelUp, column: 2, row: 2, modifiers: .control)))
        let both = keyCode(
            KEY_MOUSE,
            mouse: RawMouseEvent(
                column: 2, row: 2,
                buttons: TESSERA_BUTTON1_PRESSED | TESSERA_BUTTON_SHIFT | TESSERA_BUTTON_ALT))
        #expect(both == .mouse(MouseEvent(action: .click, column: 2, row: 2, modifiers: [.shift, .alt])))
    }

    @Test func buttonsFourAndFiveAreTheWheel() {
        let up = keyCode(
            KEY_MOUSE, mouse: RawMouseEvent(column: 1, row: 2, buttons: TESSERA_BUTTON4_PRESSED))
        let down = keyCode(
            KEY_MOUSE, mouse: RawMouseEvent(column: 1, row: 2, buttons: TESSERA_BUTTON5_PRESSED))
        #expect(up == .mouse(MouseEvent(action: .wheelUp, column: 1, row: 2)))
        #expect(down == .mouse(MouseEvent(action: .wheelDown, column: 1, row: 2)))
    }

    @Test func mouseReportsWithoutAButtonOrPositionAreIgnored() {
        #expect(keyCode(KEY_MOUSE, mouse: nil) == nil)
        let middle = RawMouseEvent(column: 1, row: 1, buttons: TESSERA_BUTTON_CTRL)
        #expect(keyCode(KEY_MOUSE, mouse: middle) == nil)
        let outside = RawMouseEvent(column: -1, row: 0, buttons: TESSERA_BUTTON1_PRESSED)
        #expect(keyCode(KEY_MOUSE, mouse: outside) == nil)
    }
}
