import ArgumentParser
import TesseraActions
import TesseraCanvas
import TesseraGallery
import TesseraGraphics
import TesseraImaging
import TesseraPictures
import TesseraThumbnails

import enum TesseraPhotoIndex.IndexStorage

/// The options every way of running the app shares.
struct AppOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "A folder of photos (every folder below it that holds photos is an album) or one photo. Without it, the generated Friends demo. A folder named like a command: ./layout, or after --.",
            valueName: "path"))
    var path: String?

    @Flag(
        name: .customLong("no-cache"),
        help:
            "Neither read nor write the shared thumbnail cache (~/.cache/thumbnails); keep the photo index in memory."
    )
    var noCache = false

    @Flag(
        help:
            "Open the folder's timeline: every photo and video by date taken, a section per month (t switches to the albums)."
    )
    var timeline = false

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
        help: "Picture cells: half (▄, 1×2 pixels), quadrant (2×2) or sextant (2×3, needs a recent font).")
    var symbols: PictureSymbols = .half

    @Option(
        name: .customLong("filter-order"), parsing: .unconditional,
        help: "The / filter's order: list (as the list is) or score (better matches first).")
    var filterOrder: ListFilterOrder = .list

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Photos in: auto (ask the terminal), kitty (graphics with Unicode placeholders), sixel or blocks (half blocks). Also TESSERA_GRAPHICS; snapshot's auto is blocks.",
            valueName: "mode"))
    var graphics: String?

    @Option(
        name: .customLong("cell-size"), parsing: .unconditional,
        help: ArgumentHelp(
            "A terminal cell's size in pixels for kitty and sixel pictures, when the terminal does not tell (default 10x20).",
            valueName: "WIDTHxHEIGHT"))
    var cellSize: String?

    @Option(
        name: .customLong("slideshow-interval"), parsing: .unconditional,
        help: ArgumentHelp(
            "How long the viewer's S slideshow shows each photo, in seconds (0.1 to 86400; default 5).",
            valueName: "seconds"))
    var slideshowInterval: String?

    func validate() throws {
        try CountLimit.validate(count)
        if let slideshowInterval, SlideshowInterval.parse(slideshowInterval) == nil {
            throw ValidationError(SlideshowInterval.error(slideshowInterval))
        }
        do {
            _ = try GraphicsStartup.forcedMode(option: graphics, environment: graphicsEnvironment)
        } catch {
            throw ValidationError(error.description)
        }
        if let cellSize, CellSizeOption.parse(cellSize) == nil {
            throw ValidationError(CellSizeOption.error(cellSize))
        }
    }

    /// The environment variables the choice of graphics reads (`TESSERA_GRAPHICS`, `TMUX`).
    var graphicsEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["TESSERA_GRAPHICS", "TMUX", "TERM"] {
            if let value = environmentValue(name) { environment[name] = value }
        }
        return environment
    }

    /// `--cell-size`, parsed (validated before).
    var cellPixelSize: PixelSize? { cellSize.flatMap(CellSizeOption.parse) }

    /// The app's options, with the environment's animation switch applied and the photos located (unless
    /// `locatingPath` is false: the picker's `-` is no path).
    func galleryOptions(locatingPath: Bool = true) throws -> GalleryOptions {
        let environmentOff = environmentValue("TESSERA_ANIMATIONS") == "none"
        var options = GalleryOptions(
            seed: seed, friendCount: count, animates: !(noAnimation || environmentOff))
        options.colors = colors.requested
        options.dither = dither
        options.symbols = symbols
        options.filterOrder = filterOrder
        // Without a terminal to ask (snapshot), auto is half blocks; the terminal run decides again.
        if let forced = try? GraphicsStartup.forcedMode(option: graphics, environment: graphicsEnvironment),
            let method = GraphicsMethod(forced)
        {
            options.graphics = method
        }
        if let size = cellPixelSize { options.cellPixelSize = size }
        if let interval = slideshowInterval.flatMap(SlideshowInterval.parse) {
            options.slideshowInterval = interval
        }
        options.trash = Trash.forCurrentUser(
            environment: ["XDG_DATA_HOME", "HOME"].reduce(into: [:]) { $0[$1] = environmentValue($1) })
        if let path, locatingPath {
            // The timeline of a folder scans it itself: in the background when its index knows it.
            let (location, isScanned) =
                timeline
                ? try PhotoPath.locateWithoutScanningFolder(path) : (try PhotoPath.locate(path), true)
            options.photos = location
            options.folderIsScanned = isScanned
            options.thumbnailCache = noCache ? nil : ThumbnailCacheRule.location(browsing: location)
            options.opensTimeline = timeline
            options.index =
                noCache
                ? .memory
                : IndexStorage.standard(
                    environment: ["XDG_CACHE_HOME", "HOME"].reduce(into: [:]) {
                        $0[$1] = environmentValue($1)
                    })
        }
        return options
    }
}

/// `--filter-order list|score`.
extension ListFilterOrder: ExpressibleByArgument {}
