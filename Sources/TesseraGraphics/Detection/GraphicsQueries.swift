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
    /// terminal answers them (tmux answers the rest itself, device attributes included).
    public static func startup(insideTmux: Bool) -> [UInt8] {
        let kitty = Array("\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
        let version = Array("\u{1B}[>q".utf8)
        var out =
            insideTmux
            ? TmuxPassthrough.wrap(kitty) + version + TmuxPassthrough.wrap(version) : kitty + version
        out += Array("\u{1B}[14t\u{1B}[16t\u{1B}[c\u{1B}[5n".utf8)
        return out
    }
}
