import ArgumentParser
import Gallery

/// The options every way of running the app shares.
struct AppOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Fix every random choice (people, pictures, updates).")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "The number of friends (0 shows the empty state).")
    var count: Int = People.defaultCount

    @Flag(
        name: .customLong("no-animation"), help: "Apply updates in one frame (also TESSERA_ANIMATIONS=none).")
    var noAnimation = false

    func validate() throws {
        try CountLimit.validate(count)
    }

    /// The app's options, with the environment's animation switch applied.
    var galleryOptions: GalleryOptions {
        let environmentOff = environmentValue("TESSERA_ANIMATIONS") == "none"
        return GalleryOptions(seed: seed, friendCount: count, animates: !(noAnimation || environmentOff))
    }
}
