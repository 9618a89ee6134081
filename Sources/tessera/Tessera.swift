import ArgumentParser

/// The `tessera` command: browse scrollable grids in the terminal, or print layouts as JSON.
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Browse scrollable grids laid out like UIKit collection views, in the terminal.",
        usage: usage,
        discussion: discussion,
        version: TesseraVersion.current,
        subcommands: [BrowseCommand.self, LayoutCommand.self, SnapshotCommand.self],
        defaultSubcommand: BrowseCommand.self
    )

    /// How to run each command, for the help of the app and of the browse command.
    static let usage = """
        tessera [<path>] [--count <count>] [--seed <seed>] [--no-animation]
          tessera [<path>] [--no-cache] [--colors <colors>] [--dither <dither>]
          tessera layout <kind> --width <w> --height <h> --count <count> …
          tessera snapshot [<path>] [--size <size>] [--keys <keys>] [--ansi] …
        """

    /// What the app does with and without a path.
    static let discussion = """
        With a path, browse its photos: every folder below it that holds photos is an album (Enter opens, \
        Esc goes back, ? lists the keys); with a photo, open it in the viewer. Without one, browse the \
        generated friends and their feeds. A folder named like a command is reached as tessera ./layout \
        or tessera -- layout.
        """
}
