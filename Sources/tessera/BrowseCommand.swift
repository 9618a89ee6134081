import ArgumentParser
import TesseraGallery

/// `tessera` (no sub-command): the interactive app.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse a folder of photos, or the generated friends and their feeds (the default).",
        usage: Tessera.usage,
        discussion: Tessera.discussion,
        version: TesseraVersion.current)

    @OptionGroup var app: AppOptions

    func run() throws {
        let options = try app.galleryOptions()
        do {
            try TerminalApp.run(options: options)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
