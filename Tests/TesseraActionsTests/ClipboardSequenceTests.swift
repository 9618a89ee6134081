import TesseraActions
import Testing

/// OSC 52 as bytes, plain and wrapped for tmux's passthrough, and what tmux's options let through.
@Suite struct ClipboardSequenceTests {
    @Test func thePlainSequenceIsOSC52WithBase64EndedByBEL() {
        #expect(ClipboardSequence.plain(Array("hi".utf8)) == Array("\u{1B}]52;c;aGk=\u{07}".utf8))
        #expect(
            ClipboardSequence.plain(Array("/a/é.jpg\n/b".utf8))
                == Array("\u{1B}]52;c;L2Evw6kuanBnCi9i\u{07}".utf8))
        #expect(
            ClipboardSequence.plain([0xFF, 0xFE, 0xFD, 0x00]) == Array("\u{1B}]52;c;//79AA==\u{07}".utf8))
        #expect(ClipboardSequence.plain([]) == Array("\u{1B}]52;c;\u{07}".utf8))
    }

    @Test func theTmuxFormDoublesEveryEscapeInsideADCS() {
        let wrapped = ClipboardSequence.tmuxPassthrough(Array("hi".utf8))
        #expect(wrapped == Array("\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aGk=\u{07}\u{1B}\\".utf8))
        #expect(
            ClipboardSequence.bytes(for: Array("hi".utf8), insideTmux: true) == ClipboardSequence.plain(
                Array("hi".utf8)) + wrapped)
        #expect(
            ClipboardSequence.bytes(for: Array("hi".utf8), insideTmux: false)
                == ClipboardSequence.plain(Array("hi".utf8)))
    }

    @Test func tmuxLetsACopyThroughWithSetClipboardOnOrPassthrough() {
        let cases: [(String?, String?, TmuxClipboard.Verdict)] = [
            ("on", "off", .copied), ("external", "on", .copied), ("external", "all", .copied),
            ("external", "off", .blockedByTmux), ("off", "off", .blockedByTmux), (nil, nil, .blockedByTmux),
        ]
        for (setClipboard, passthrough, verdict) in cases {
            #expect(
                TmuxClipboard.verdict(setClipboard: setClipboard, allowPassthrough: passthrough) == verdict)
        }
        #expect(TmuxClipboard.verdict(environment: [:]) == .copied)
        #expect(
            TmuxClipboard.Verdict.blockedByTmux.message(count: 1)
                == "clipboard blocked by tmux: set -g set-clipboard on")
        #expect(TmuxClipboard.Verdict.copied.message(count: 3) == "Copied 3 paths")
    }
}
