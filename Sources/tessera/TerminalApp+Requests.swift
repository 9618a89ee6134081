import SystemPackage
import TesseraActions
import TesseraGallery
import TesseraTerminal

extension TerminalApp {
    /// Carries out what keys asked of the terminal (copy to the clipboard, open with another program) and
    /// says in the status line how it went.
    static func carryOut(
        _ requests: [TerminalRequest], session: TerminalSession, app: GalleryApp, insideTmux: Bool
    ) {
        let environment = ["TMUX", "PATH", "TESSERA_OPEN"].reduce(into: [String: String]()) {
            $0[$1] = environmentValue($1)
        }
        for request in requests {
            switch request {
            case .copyToClipboard(let paths):
                // One path per line, the names' bytes as they are.
                let text = Array(paths.map(PickedPaths.bytes(of:)).joined(separator: [UInt8(ascii: "\n")]))
                session.writeRaw(ClipboardSequence.bytes(for: text, insideTmux: insideTmux))
                app.show(message: TmuxClipboard.verdict(environment: environment).message(count: paths.count))
            case .open(let paths):
                guard let opener = Opener(environment: environment) else {
                    app.show(message: Opener.missingMessage)
                    continue
                }
                if let failure = session.releasingTerminal({ opener.open(paths) }) {
                    app.show(message: failure)
                }
            }
        }
    }
}
