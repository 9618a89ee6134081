import TesseraShell

extension FriendsViewController {
    /// Starts interning the names of the friends `options` generates, by id, on a worker thread; `onReady`
    /// is called there once the filter can use it (the terminal's wake-up).
    static func startNameIndex(
        options: GalleryOptions, onReady: @escaping @Sendable () -> Void
    ) -> BackgroundNameIndex {
        let people = PersonGenerator(seed: options.seed, count: options.friendCount)
        return BackgroundNameIndex(
            count: people.count, name: { people.person(at: $0).name }, onReady: onReady)
    }
}
