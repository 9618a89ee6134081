/// The markers of synchronised output (DEC private mode 2026): a terminal that knows the mode shows
/// nothing of what arrives between them until the end marker, so a frame appears whole.
///
/// Supported by kitty, WezTerm, foot, Ghostty, iTerm2, Alacritty, Windows Terminal and recent tmux;
/// terminals that do not know the mode ignore both markers.
enum SynchronizedOutput {
    /// Begin synchronised update: `CSI ? 2026 h`.
    static let begin: StaticString = "\u{1B}[?2026h"
    /// End synchronised update: `CSI ? 2026 l`.
    static let end: StaticString = "\u{1B}[?2026l"
}
