extension FeedPictureViewController: KeyedScreen {
    static var helpName: String { "A Feed's picture" }

    static func keyMap(in mode: OnlyMode) -> CommandKeyMap {
        CommandKeyMap(KeyBindings.viewer)
    }

    var mode: OnlyMode { .plain }
}
