import ArgumentParser
import TesseraCanvas
import TesseraGallery
import TesseraThumbnails

/// The options every way of running the app shares.
struct AppOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "A folder of photos (every folder below it that holds photos is an album) or one photo. Without it, the generated Friends demo. A folder named like a command: ./layout, or after --.",
            valueName: "path"))
    var path: String?

    @Flag(
        name: .customLong("no-cache"),
        help: "Neither read nor write the shared thumbnail cache (~/.cache/thumbnails).")
    var noCache = false

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

    @Option(
        parsing: .unconditional,
        help: "Picture cells: half (▀, 1×2 pixels), quadrant (2×2) or sextant (2×3, needs a recent font).")
    var symbols: PictureSymbols = .half

    @Option(
        name: .customLong("filter-order"), parsing: .unconditional,
        help: "The / filter's order: list (as the list is) or score (better matches first).")
    var filterOrder: ListFilterOrder = .list

    func validate() throws {
        try CountLimit.validate(count)
    }

    /// The app's options, with the environment's animation switch applied and the photos located.
    func galleryOptions() throws -> GalleryOptions {
        let environmentOff = environmentValue("TESSERA_ANIMATIONS") == "none"
        var options = GalleryOptions(
            seed: seed, friendCount: count, animates: !(noAnimation || environmentOff))
        options.colors = colors.requested
        options.dither = dither
        options.symbols = symbols
        options.filterOrder = filterOrder
        if let path {
            let location = try PhotoPath.locate(path)
            options.photos = location
            options.thumbnailCache = noCache ? nil : ThumbnailCacheRule.location(browsing: location)
        }
        return options
    }
}

/// `--filter-order list|score`.
extension ListFilterOrder: ExpressibleByArgument {}
