/// Whether the tmux a program runs in lets OSC 52 reach a clipboard: tmux 3.3's defaults
/// (`set-clipboard external`, `allow-passthrough off`) drop both the plain and the wrapped sequence.
public enum TmuxClipboard {
    /// What the status line says after a copy.
    public enum Verdict: Equatable, Sendable {
        /// The sequence gets through (or there is no tmux to stop it).
        case copied
        /// tmux drops it.
        case blockedByTmux

        /// The one-line message for `count` paths copied.
        public func message(count: Int) -> String {
            switch self {
            case .copied: count == 1 ? "Copied the path" : "Copied \(count) paths"
            case .blockedByTmux: "clipboard blocked by tmux: set -g set-clipboard on"
            }
        }
    }

    /// Whether tmux with these option values passes a copy on: `set-clipboard on` (tmux keeps the text
    /// and tells the terminal outside), or `allow-passthrough` `on` or `all` (the wrapped sequence goes
    /// through).
    public static func verdict(setClipboard: String?, allowPassthrough: String?) -> Verdict {
        if setClipboard == "on" || allowPassthrough == "on" || allowPassthrough == "all" { return .copied }
        return .blockedByTmux
    }

    /// The verdict for the tmux of `environment` (`$TMUX`: its socket comes before the first comma), asking
    /// the server for the two options with `tmux -S SOCKET show -gv`; outside tmux, ``Verdict/copied``.
    public static func verdict(environment: [String: String]) -> Verdict {
        guard let tmux = environment["TMUX"], let socket = tmux.split(separator: ",").first, !socket.isEmpty,
            let executable = ProgramSearch.find("tmux", path: environment["PATH"])
        else { return .copied }
        func option(_ name: String) -> String? {
            let run = ChildProcess.capture([executable, "-S", String(socket), "show-options", "-gv", name])
            guard run?.status == 0, let output = run?.output else { return nil }
            return String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).first.map(
                String.init)
        }
        return verdict(setClipboard: option("set-clipboard"), allowPassthrough: option("allow-passthrough"))
    }
}
