import ArgumentParser

/// The `tessera` command: browse scrollable grids in the terminal, or print layouts as JSON.
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Browse scrollable grids laid out like UIKit collection views, in the terminal.",
        subcommands: [BrowseCommand.self, LayoutCommand.self, SnapshotCommand.self],
        defaultSubcommand: BrowseCommand.self
    )
}
