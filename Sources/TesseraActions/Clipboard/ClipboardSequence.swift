/// The bytes that put text on the terminal's clipboard: OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`), which xterm,
/// kitty, foot, WezTerm, iTerm2 and tmux (with `set-clipboard on`) understand, also over SSH.
public enum ClipboardSequence {
    /// OSC 52 setting the clipboard (`c`) to `text`, base64-encoded, ended by BEL.
    public static func plain(_ text: [UInt8]) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(text) + [0x07]
    }

    /// The same sequence wrapped for tmux's passthrough (`ESC P tmux; … ESC \`, every ESC inside doubled),
    /// which tmux hands to the terminal outside it when `allow-passthrough` is on.
    public static func tmuxPassthrough(_ text: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        for byte in plain(text) {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + [0x1B, UInt8(ascii: "\\")]
    }

    /// What to write for `text`: the plain sequence, and inside tmux also the wrapped one (tmux takes the
    /// plain one with `set-clipboard on`, passes the wrapped one with `allow-passthrough on`).
    public static func bytes(for text: [UInt8], insideTmux: Bool) -> [UInt8] {
        insideTmux ? plain(text) + tmuxPassthrough(text) : plain(text)
    }

    /// Standard base64 (RFC 4648) with padding.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 { group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0) }
            for position in 0..<4 {
                encoded.append(
                    position <= count ? alphabet[(group >> (18 - 6 * position)) & 0x3F] : UInt8(ascii: "="))
            }
            index += 3
        }
        return encoded
    }
}
