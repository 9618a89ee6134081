import TesseraShell

extension GalleryApp {
    /// Opens the app: on the photos of `GalleryOptions.photos` when set, else on the generated Friends.
    ///
    /// - Parameters:
    ///   - options: What to show and how: the photos' path or the demo's count and seed, animations,
    ///     colours.
    ///   - pictureFinished: Called from a worker thread whenever a photo's picture is ready, or the Friends
    ///     filter's name index; the terminal's run loop passes its wake-up so the result shows at once.
    public convenience init(options: GalleryOptions, pictureFinished: @escaping @Sendable () -> Void = {}) {
        let opened =
            if let location = options.photos {
                PhotoBrowser.open(location, options: options, pictureFinished: pictureFinished)
            } else {
                FriendsDemo.open(options: options, onReady: pictureFinished)
            }
        self.init(session: opened.session, screens: opened.screens, isPicking: options.isPicking)
    }
}
