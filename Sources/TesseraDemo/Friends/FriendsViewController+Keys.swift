import TesseraShell

extension FriendsViewController: KeyedScreen {
    static var helpName: String { "Friends" }

    static func keyMap(in mode: OnlyMode) -> CommandKeyMap {
        CommandKeyMap(KeyBindings.friends)
    }

    var mode: OnlyMode { .plain }

    /// Open and update need friends; update and reset wait while a refresh runs, and while a filter is
    /// on (they change the whole list).
    func disabledReason(for command: Command) -> String? {
        let isEmpty = list.shown.isEmpty
        let isRefreshing = reset != nil
        let isFiltered = list.arrangement.filter != nil
        switch command {
        case .select:
            return isEmpty ? "Nothing to open: the list is empty" : nil
        case .update:
            return isRefreshing
                ? "Refreshing: updates wait until it lands"
                : isFiltered
                    ? "Clear the filter (esc) to update"
                    : isEmpty ? "Nothing to update: the list is empty" : nil
        case .reset:
            return isRefreshing ? "Already refreshing" : isFiltered ? "Clear the filter (esc) to reset" : nil
        case .sort:
            return isRefreshing
                ? "Refreshing: sorting waits until it lands"
                : isFiltered ? "Clear the filter (esc) to sort" : isEmpty ? "Nothing to sort" : nil
        case .filter:
            return isRefreshing
                ? "Refreshing: the filter waits until it lands"
                : isEmpty && !isFiltered ? "Nothing to filter: the list is empty" : nil
        default:
            return nil
        }
    }
}
