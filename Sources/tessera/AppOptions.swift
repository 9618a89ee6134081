import ArgumentParser
import Canvas
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

    @Option(
        parsing: .unconditional,
        help: "Colours: auto (ask the terminal; 256 for snapshot), truecolor, 256, 16, 8 or none.")
    var colors: ColorChoice = .auto

    @Option(parsing: .unconditional, help: "Picture dithering: none, ordered or diffusion.")
    var dither: Dither = .none

    func validate() throws {
        try CountLimit.validate(count)
    }

    /// The app's options, with the environment's animation switch applied.
    var galleryOptions: GalleryOptions {
        let environmentOff = environmentValue("TESSERA_ANIMATIONS") == "none"
        var options = GalleryOptions(
            seed: seed, friendCount: count, animates: !(noAnimation || environmentOff))
        options.colors = colors.requested
        options.dither = dither
        return options
    }
}
