/// The questions Tessera asks the terminal at start-up, all at once; the answers are read with
/// `TerminalReplyParser` and judged by `GraphicsDetection`.
public enum GraphicsQueries {
    /// The image id of the kitty query, which its answer repeats.
    public static let kittyQueryID = 31

    /// kitty's graphics query (`a=q`: would a 1×1 RGB image be accepted?), XTVERSION (`CSI > q`), the text
    /// area's and a cell's size in pixels (`CSI 14 t`, `CSI 16 t`), primary device attributes (`CSI c`) and
    /// last the status report (`CSI 5 n`), which every terminal answers: once its answer is in, there are no
    /// more to wait for.
    ///
    /// Inside tmux the kitty query and a second XTVERSION go through tmux's passthrough, so that the outer
    /// terminal answers them (tmux answers the rest itself, device attributes included). Without
    /// `asksKitty` the kitty query (an APC, which tmux and screen take for a window title) is left out.
    public static func startup(insideTmux: Bool, asksKitty: Bool = true) -> [UInt8] {
        let kitty = Array("\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
        let version = Array("\u{1B}[>q".utf8)
        var out: [UInt8] = []
        if asksKitty { out += insideTmux ? TmuxPassthrough.wrap(kitty) : kitty }
        out += insideTmux ? version + TmuxPassthrough.wrap(version) : version
        out += Array("\u{1B}[14t\u{1B}[16t\u{1B}[c\u{1B}[5n".utf8)
        return out
    }

    /// Whether the kitty query may be sent: inside tmux with `TMUX` set (it is wrapped in the passthrough),
    /// or when `TERM` names no multiplexer. With `TERM` `tmux*` or `screen*` but no `TMUX` (ssh from a tmux
    /// pane, `sudo`, `env -i`), a bare APC would become the pane's title, so it is not sent.
    public static func asksKitty(environment: [String: String]) -> Bool {
        if TmuxPassthrough.isInsideTmux(environment: environment) { return true }
        let term = environment["TERM"] ?? ""
        return !term.hasPrefix("tmux") && !term.hasPrefix("screen")
    }
}
