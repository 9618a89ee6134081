import TesseraActions
import TesseraCanvas
import TesseraGraphics
import TesseraImaging
import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraPictures
import TesseraThumbnails

/// The choices a run of the app is made with, from the command line.
public struct GalleryOptions: Sendable {
    /// Fixes every random choice (people, pictures, updates).
    public var seed: UInt64
    /// The number of friends.
    public var friendCount: Int
    /// Whether batch updates animate (off: they apply in one frame).
    public var animates: Bool
    /// The folder (or photo) to browse; `nil` shows the generated Friends demo.
    public var photos: LibraryLocation?
    /// The freedesktop thumbnail cache to read and write, or `nil` for none (`--no-cache`).
    public var thumbnailCache: ThumbnailCacheLocation?
    /// The most bytes the photos' pictures may take in memory.
    public var pictureMemoryLimit: Int
    /// The colours to draw with; `nil` to ask the terminal (256 colours where there is none, as in
    /// `snapshot`).
    public var colors: ColorDepth?
    /// How pictures spread the error of quantising to the palette.
    public var dither: Dither = .none
    /// The block characters pictures are drawn with.
    public var symbols: PictureSymbols = .half
    /// Whether a browsed folder is watched for changes, which then show as animated updates.
    public var watchesFolder = true
    /// Whether an album's Feed reads every photo's shape in the background from the start; a headless run
    /// reads only those its screens wait for (`GalleryApp.waitForPhotoShapes(inView:)`).
    public var readsShapesAhead = true
    /// Whether the `/` filter keeps the list's order or puts better matches first.
    public var filterOrder: ListFilterOrder = .list
    /// Whether the app is a picker (`tessera --pick`): Enter on a photo accepts it (``GalleryApp/ending``),
    /// `p` opens the viewer, and `q` or Esc at the first screen cancel.
    public var isPicking = false
    /// Whether ``photos`` is a list of files (`tessera --pick -`) rather than a folder: it is then neither
    /// watched nor rescanned.
    public var photosAreAList = false
    /// Where `d` moves photos: the freedesktop.org Trash of this user, or `nil` for none.
    public var trash: Trash?
    /// Whether a folder opens on its timeline (`tessera --timeline PATH`) rather than its albums.
    public var opensTimeline = false
    /// Whether the folder of ``photos`` was scanned. `false` (`tessera --timeline FOLDER`): ``photos`` is a
    /// `LibraryLocation.folder(_:)` with the folder's resolved root and no albums; with
    /// ``opensTimeline``, a folder whose index knows its photos starts from them and is scanned and
    /// checked in the background (a warm start), any other is scanned before the first screen.
    public var folderIsScanned = true
    /// Whether the first screen is drawn only once the background work it would show settling is done
    /// (headless runs: `snapshot`): a cold timeline waits for its index's run and is made once, settled,
    /// instead of once by modification time and again when the run ends.
    public var settlesFirstScreen = false
    /// Where the photo index keeps what it read (`--no-cache`: in memory).
    public var index: IndexStorage = .memory
    /// How long the viewer's `S` slideshow shows each photo (`--slideshow-interval`, default 5 s).
    public var slideshowInterval = Duration.seconds(5)

    /// How photos are drawn: half blocks (the default), or real pixels with kitty graphics or sixel.
    public var graphics: GraphicsMethod = .blocks
    /// The size of a terminal cell in pixels, which real-pixel pictures are made for.
    public var cellPixelSize = GraphicsStartup.defaultCellSize
    /// Something about the terminal to tell the person once, in the status line of the first screen (how
    /// to get true colour), or `nil`.
    public var terminalNote: String?

    /// How pictures are painted: at ``colors`` (256 when not set) with ``dither``, in ``symbols``.
    public var pictureRendering: PictureRendering {
        PictureRendering(colors: colors ?? .colors256, dither: dither, symbols: symbols)
    }

    /// The number of friends the demo generates when not told otherwise (`People.defaultCount`).
    public static let defaultFriendCount = 40

    /// Creates options; the defaults are the sample's: 40 friends, animations on.
    public init(
        seed: UInt64 = 1, friendCount: Int = defaultFriendCount, animates: Bool = true,
        photos: LibraryLocation? = nil, thumbnailCache: ThumbnailCacheLocation? = nil,
        pictureMemoryLimit: Int = 64 << 20
    ) {
        self.seed = seed
        self.friendCount = friendCount
        self.animates = animates
        self.photos = photos
        self.thumbnailCache = thumbnailCache
        self.pictureMemoryLimit = pictureMemoryLimit
    }
}
