import TesseraShell

/// The generated demo as the app opens it (`tessera` without a path): its session and first screen, and
/// the kinds of screen it has, for `tessera --help`. What `TesseraGallery` sees of this module; the shell
/// itself sees only the ``AppSession`` and ``ViewController`` protocols.
@MainActor
package enum FriendsDemo {
    /// The session of the generated friends (their filter's name index, built in the background) and the
    /// Friends screen; `onReady` is called from a worker thread when the name index is ready.
    package static func open(options: GalleryOptions, onReady: @escaping @Sendable () -> Void)
        -> (session: any AppSession, screens: [any ViewController])
    {
        let friends = FriendsSession(options: options, onReady: onReady)
        return (friends, [FriendsViewController(options: options, nameIndex: friends.nameIndex)])
    }

    /// Every kind of screen of the demo, in the order a person meets them.
    package static var screenTypes: [any KeyedScreen.Type] {
        [FriendsViewController.self, FeedViewController.self, FeedPictureViewController.self]
    }
}
