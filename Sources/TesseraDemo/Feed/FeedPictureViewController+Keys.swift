import TesseraShell

extension FeedPictureSource {
    static var helpName: String { "A Feed's picture" }

    static func keyMap(in mode: OnlyMode) -> CommandKeyMap {
        CommandKeyMap(KeyBindings.viewer)
    }
}
