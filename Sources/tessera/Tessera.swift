import ArgumentParser

/// The `tessera` command: browse scrollable grids in the terminal, or print layouts as JSON.
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Browse scrollable grids laid out like UIKit collection views, in the terminal.",
        usage: """
            tessera [<path>] [--no-cache] [--colors <colors>] [--dither <dither>] [--no-animation]
              tessera [--count <count>] [--seed <seed>]
              tessera layout <kind> [--width <w>] [--height <h>] …
              tessera snapshot [<path>] [--size <size>] [--keys <keys> | --keys-file <file>] [--ansi] …
            """,
        discussion: """
            With a path, browse its photos: every folder below it that holds photos is an album (Enter opens, \
            Esc goes back, ? lists the keys); with a photo, open it in the viewer. Without one, browse the \
            generated friends and their feeds. A folder named like a command is reached as tessera ./layout \
            or tessera -- layout.
            """,
        subcommands: [BrowseCommand.self, LayoutCommand.self, SnapshotCommand.self],
        defaultSubcommand: BrowseCommand.self
    )
}
