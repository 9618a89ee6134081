import ArgumentParser
import TesseraGallery

extension Tessera {
    /// What `tessera --help` prints: how to start the app (its usage, the path and every option, from the
    /// browse command's own declarations), the keys and mouse actions (from the app's key tables), then the
    /// other commands.
    @MainActor static var appHelp: String {
        let root = helpMessage()
        let commands = root.firstRange(of: "SUBCOMMANDS:").map { String(root[$0.lowerBound...]) } ?? ""
        return helpMessage(for: BrowseCommand.self) + "\n" + KeyReference.text + "\n" + commands
    }

    /// Whether `message`, the help ArgumentParser made for a request, is the help of the app itself (the
    /// root command's or the browse command's), which ``appHelp`` replaces.
    static func isAppHelp(_ message: String) -> Bool {
        message == helpMessage() || message == helpMessage(for: BrowseCommand.self)
    }
}
