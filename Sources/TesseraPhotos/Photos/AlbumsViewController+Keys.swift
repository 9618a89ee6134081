import TesseraShell

extension AlbumsViewController: @MainActor KeyedScreen {
    static var helpName: String { "Albums (tessera PATH)" }

    static func keyMap(in mode: OnlyMode) -> CommandKeyMap {
        CommandKeyMap([
            KeyBindings.openAlbum, KeyBindings.filter, KeyBindings.sortAlbums, KeyBindings.rescan,
            KeyBindings.undoTrash, KeyBindings.toTimeline,
        ])
    }

    var mode: OnlyMode { .plain }

    func disabledReason(for command: Command) -> String? {
        switch command {
        case .select: list.shown.isEmpty ? "No album to open" : nil
        case .filter: list.all.isEmpty ? "No albums to filter" : nil
        case .sort: list.all.isEmpty ? "No albums to sort" : nil
        default: nil
        }
    }
}
