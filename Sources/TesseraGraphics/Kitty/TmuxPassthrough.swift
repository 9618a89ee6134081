/// tmux's DCS passthrough: `ESC P tmux ; <sequence, every ESC doubled> ESC \`.
///
/// tmux hands the inner sequence to the outer terminal untouched, but only when the pane's
/// `allow-passthrough` option is on (off by default since tmux 3.3); otherwise it drops it silently.
public enum TmuxPassthrough {
    /// `bytes` wrapped for tmux to pass through.
    public static func wrap(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "P")] + Array("tmux;".utf8)
        out.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            if byte == 0x1B { out.append(0x1B) }
            out.append(byte)
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// Whether `environment` says the program runs inside tmux: `TMUX` is set and not empty.
    public static func isInsideTmux(environment: [String: String]) -> Bool {
        environment["TMUX"].map { !$0.isEmpty } ?? false
    }
}
