import TesseraShell

extension FeedViewController: KeyedScreen {
    static var helpName: String { "A friend's Feed" }

    static func keyMap(in mode: OnlyMode) -> CommandKeyMap {
        CommandKeyMap(KeyBindings.feed + [KeyBindings.filter])
    }

    var mode: OnlyMode { .plain }

    func disabledReason(for command: Command) -> String? {
        command == .select && list.shown.isEmpty ? "No picture to view" : nil
    }
}
