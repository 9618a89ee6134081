/// What terminals answer to `GraphicsQueries.startup`, byte for byte; each ends with the status report, as
/// every terminal sends it last.
///
/// The xterm and tmux answers were recorded on this machine (Debian's xterm 379 under Xvfb, 100×30 cells;
/// tmux 3.3a inside it, default options) by sending the start-up queries and reading the answers raw. The
/// others are written from each terminal's documented answers (kitty's graphics protocol and XTVERSION,
/// foot's and WezTerm's escape-sequence pages): those terminals do not run here.
enum RecordedReplies {
    static let esc = "\u{1B}"

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// xterm 379 as Debian starts it (recorded): no kitty answer, no 4 among the attributes, and no pixel
    /// sizes (window operations are off by default).
    static let xterm = bytes("\(esc)P>|XTerm(379)\(esc)\\\(esc)[?64;1;2;6;9;15;16;17;18;21;22;28c\(esc)[0n")
    /// xterm 379 with `allowWindowOps: true` (recorded): it answers `CSI 14 t` and `CSI 16 t`.
    static let xtermWindowOps = bytes(
        "\(esc)P>|XTerm(379)\(esc)\\\(esc)[4;390;600t\(esc)[6;13;6t\(esc)[?64;1;2;6;9;15;16;17;18;21;22;28c\(esc)[0n"
    )
    /// xterm 379 with `-ti vt340` and 256 colour registers (recorded): sixel (4).
    static let xtermVT340 = bytes("\(esc)P>|XTerm(379)\(esc)\\\(esc)[?63;1;2;4;6;9;15;16;22;28c\(esc)[0n")
    /// Debian 12's kitty: answers the graphics query, but is older than placeholders (0.28).
    static let kitty026 = bytes(
        "\(esc)_Gi=31;OK\(esc)\\\(esc)P>|kitty(0.26.5)\(esc)\\\(esc)[4;800;1400t\(esc)[6;20;10t\(esc)[?62;c\(esc)[0n"
    )
    /// A current kitty.
    static let kitty035 = bytes(
        "\(esc)_Gi=31;OK\(esc)\\\(esc)P>|kitty(0.35.2)\(esc)\\\(esc)[4;800;1400t\(esc)[6;20;10t\(esc)[?62;c\(esc)[0n"
    )
    /// WezTerm: answers the graphics query but draws no placeholders; lists sixel.
    static let wezterm = bytes(
        "\(esc)_Gi=31;OK\(esc)\\\(esc)P>|WezTerm 20240203-110809-5046fc22\(esc)\\\(esc)[4;960;1600t\(esc)[6;24;12t"
            + "\(esc)[?65;4;6;18;22c\(esc)[0n")
    /// foot: no kitty graphics, sixel.
    static let foot = bytes(
        "\(esc)P>|foot(1.16.2)\(esc)\\\(esc)[4;768;1366t\(esc)[6;16;8t\(esc)[?62;4;22c\(esc)[0n")
    /// tmux 3.3a in xterm (recorded): tmux answers for itself, without sixel; the passed-through queries get
    /// no answer (`allow-passthrough` is off by default).
    static let tmuxInXterm = bytes("\(esc)P>|tmux 3.3a\(esc)\\\(esc)[?1;2c\(esc)[0n")
    /// tmux 3.4 in kitty 0.35 with `allow-passthrough on`, as expected (not recorded): kitty answers the
    /// wrapped query and XTVERSION.
    static let tmuxInKitty = bytes(
        "\(esc)_Gi=31;OK\(esc)\\\(esc)P>|tmux 3.4\(esc)\\\(esc)P>|kitty(0.35.2)\(esc)\\\(esc)[?1;2c\(esc)[0n")
    /// A terminal that answers nothing but the status report.
    static let silent = bytes("\(esc)[0n")
}
