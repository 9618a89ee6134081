import TesseraShell

/// The session of the generated Friends: their names indexed in the background from the start, for
/// the `/` filter.
@MainActor
final class FriendsSession: AppSession {
    /// The names by id, being indexed or ready.
    let nameIndex: BackgroundNameIndex

    /// Starts indexing the names of the friends `options` generates; `onReady` is called from the
    /// indexing thread when done.
    init(options: GalleryOptions, onReady: @escaping @Sendable () -> Void) {
        nameIndex = FriendsViewController.startNameIndex(options: options, onReady: onReady)
    }

    /// Until the index is ready a filter query is answered by a linear scan and the status line says
    /// "indexing…"; headless runs wait here first, so their screens do not depend on timing.
    func waitUntilReady() { nameIndex.wait() }
}
