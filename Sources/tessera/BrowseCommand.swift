import ArgumentParser
import Gallery

/// `tessera` (no sub-command): the interactive app.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Browse your friends and their feeds (the default).")

    @OptionGroup var app: AppOptions

    func run() throws {
        do {
            try TerminalApp.run(options: app.galleryOptions)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
