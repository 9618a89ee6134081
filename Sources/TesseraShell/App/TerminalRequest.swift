import SystemPackage

/// Something a key asked for that only the terminal's run loop can do; headless runs (`snapshot`) leave
/// them undone.
public enum TerminalRequest: Equatable, Sendable {
    /// Put these paths, one per line, on the clipboard (OSC 52).
    case copyToClipboard([FilePath])
    /// Open these files with another program, the terminal released meanwhile.
    case open([FilePath])
}

extension GalleryApp {
    /// The requests made since the last call, oldest first; the run loop carries them out.
    public func takeTerminalRequests() -> [TerminalRequest] {
        defer { terminalRequests.removeAll() }
        return terminalRequests
    }

    /// Shows `text` in the status line until the next key: how a request turned out.
    public func show(message text: String) {
        message = text
    }
}
