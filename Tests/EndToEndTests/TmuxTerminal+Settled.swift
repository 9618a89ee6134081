import Foundation

extension TmuxTerminal {
    /// The pane with its colours (`capture-pane -e`), once two captures 300 ms apart agree (a sharp
    /// picture has replaced its stand-in), or the last capture after 12 s.
    func settledColours() throws -> String {
        var last = try checkedTmux(["capture-pane", "-e", "-p", "-t", Self.session])
        for _ in 0..<40 {
            usleep(300_000)
            let now = try checkedTmux(["capture-pane", "-e", "-p", "-t", Self.session])
            if now == last { return now }
            last = now
        }
        return last
    }
}
