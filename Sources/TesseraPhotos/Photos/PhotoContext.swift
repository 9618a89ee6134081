import TesseraCanvas
import TesseraGraphics
import TesseraImaging
import TesseraPhotoLibrary
import TesseraPictures
import TesseraShell
import TesseraThumbnails

/// What the photo screens share: the pipeline that makes their pictures, and how pictures are painted. On
/// the main actor, with the screens and the pipeline's front.
@MainActor
final class PhotoContext {
    /// Makes thumbnails and viewer pictures off the main thread.
    let pipeline: PicturePipeline
    /// The photos' upright sizes, read in the background, for the Feed's justified rows.
    let shapes: PhotoShapes
    /// The colours and dithering pictures are painted with.
    let rendering: PictureRendering
    /// The size of a cell in pixels when pictures may be drawn with real pixels (kitty or sixel) in this
    /// run; `nil` for half blocks only.
    let cellPixels: PixelSize?
    /// Whether the app is a picker (`tessera --pick`): Enter accepts a photo, `p` views it.
    var isPicking = false
    /// Whether changes animate (``GalleryOptions/animates``), for screens opened by the app.
    var animates = true
    /// Indexes the folder's photos for the timeline; `nil` when the app shows a list of files.
    var timelineIndexer: TimelineIndexer?
    /// The marked photos, shared by the Feed and its viewer.
    let marks = PhotoMarks()
    /// The photo screens alive, which hear of the library's changes on disk.
    let libraryObservers = LibraryObservers()
    /// Where `d` moves photos (the freedesktop.org Trash of ``GalleryOptions/trash``), and how to undo the
    /// last move.
    var trashing = PhotoTrashing(trash: nil)
    /// Whether text drawn over a real-pixel picture's cells shows (kitty: the cells are text; sixel: the
    /// pixels cover them).
    let textShowsOverPixels: Bool
    /// Whether every Feed tile with room shows its photo's name (`c` toggles it); the focused one always
    /// does.
    var showsCaptions = true
    /// Whether this frame draws real pixels: set by the app before every frame (not while an update
    /// animates), so half blocks stand in for them otherwise.
    private(set) var drawsRealPixels = false
    /// The cells the help and panels cover in this frame (screen cells), where pictures are drawn in half
    /// blocks.
    private var covered: [CellRect] = []
    /// What the viewer reads in the background: photo facts, animations' frames.
    var viewerLoads = ViewerLoads()
    /// How long the viewer's slideshow shows each photo (`--slideshow-interval`).
    var slideshowInterval = Duration.seconds(5)
    /// The pictures this frame drew with real pixels so far, in drawing order, until the app takes them
    /// into its ``Frame``.
    private var placements: [GraphicPlacement] = []
    /// The real pixels this frame placed so far, against `PictureLimits.pixelsPerFrame`.
    private var pixelsPlaced = 0
    /// The ids of the pictures last drawn with real pixels (a thumbnail or viewer picture at a size), the
    /// 4,096 most recently drawn: one forgotten and drawn again gets a new id (and is uploaded again).
    private var imageIDs = LeastRecentlyUsedCache<PlacedImage, Int>(byteLimit: 4096)
    /// The id the next new picture gets: ids are never reused within a run.
    private var nextImageID = 1

    /// The Feed's thumbnails painted into cells, per picture and size (least recently used out first),
    /// so a scroll frame copies them instead of quantising them again.
    private var painted: LeastRecentlyUsedCache<PaintedKey, Canvas>

    /// A picture drawn with real pixels: which one, at what size.
    private struct PlacedImage: Hashable {
        var request: PictureRequest
        var size: PixelSize
        /// Tells apart pictures of one request at one size: an animation's frames.
        var variant: Int
    }

    private struct PaintedKey: Hashable {
        var request: PictureRequest
        var columns: Int
        var rows: Int
    }

    /// - Parameter paintedByteLimit: What the painted thumbnails may take: the app gives them an eighth of
    ///   its picture memory, 8 MiB by default (32 bytes a cell: some 22 screens of 200 × 60).
    init(
        pipeline: PicturePipeline, rendering: PictureRendering, cellPixels: PixelSize? = nil,
        textShowsOverPixels: Bool = false, paintedByteLimit: Int = 8 << 20,
        shapes: PhotoShapes = PhotoShapes()
    ) {
        self.shapes = shapes
        self.textShowsOverPixels = textShowsOverPixels
        self.pipeline = pipeline
        self.rendering = rendering
        self.cellPixels = cellPixels
        painted = LeastRecentlyUsedCache(byteLimit: paintedByteLimit)
    }

    /// Draws a photo's thumbnail cropped to fill `rect`, the placeholder while it is being made, or the
    /// broken-picture mark; returns the picture when there is one. With real pixels and a `tile` (the
    /// item's frame) larger than a thumbnail, the photo decoded for the tile's pixels
    /// (``sharpRequest(for:tile:)``) is shown once ready, the thumbnail standing in until then.
    @discardableResult
    func drawThumbnail(
        of photo: Photo, in rect: CellRect, tile: CellRect? = nil, into canvas: inout Canvas
    ) -> TesseraThumbnails.Picture? {
        let request = Self.thumbnailRequest(for: photo)
        switch pipeline.state(of: request) {
        case .pending:
            PicturePainter.paintPlaceholder(in: rect, into: &canvas)
            return nil
        case .failed:
            PicturePainter.paintBroken(in: rect, into: &canvas)
            return nil
        case .ready(let picture):
            if drawsRealPixels(over: rect, in: canvas), let size = realPixelsLeft(for: rect) {
                let sharp = tile.flatMap { sharpRequest(for: photo, tile: $0) }
                if let sharp, let image = pipeline.image(for: sharp, size: size, fill: true) {
                    place(image, request: sharp, in: rect, into: &canvas)
                    return picture
                }
                if let image = pipeline.image(for: request, size: size, fill: true) {
                    place(image, request: request, in: rect, into: &canvas)
                    return picture
                }
            }
            guard canvas.paintsLikeWhole(rect, rendering: rendering) else {
                // Diffusion clipped at a side: painted in place, as it is shown.
                if let image = thumbnail(for: request, in: rect) { paint(image, in: rect, into: &canvas) }
                return picture
            }
            let key = PaintedKey(request: request, columns: rect.width, rows: rect.height)
            if let kept = painted[key] {
                canvas.draw(kept, at: rect.origin)
            } else if let image = thumbnail(for: request, in: rect) {
                var cells = Canvas(columns: rect.width, rows: rect.height)
                paint(image, in: cells.bounds, into: &cells)
                painted.insert(
                    cells, for: key, cost: max(rect.width * rect.height, 1) * MemoryLayout<Cell>.stride)
                canvas.draw(cells, at: rect.origin)
            }
            return picture
        }
    }

    /// Starts a frame: no placements yet; real pixels drawn when `allowed` and the run has them, except
    /// where `covered` (the help's box, in screen cells) lies over a picture.
    func beginFrame(realPixels allowed: Bool, coveredBy covered: CellRect? = nil) {
        placements.removeAll(keepingCapacity: true)
        pixelsPlaced = 0
        drawsRealPixels = allowed && cellPixels != nil
        self.covered = covered.map { [$0] } ?? []
    }

    /// Adds `rect` (screen cells) to what covers pictures in this frame: a panel drawn over them, under
    /// which real pixels fall back to half blocks.
    func cover(_ rect: CellRect) {
        covered.append(rect)
    }

    /// The pictures drawn with real pixels since ``beginFrame(realPixels:coveredBy:)``, in drawing order;
    /// none are kept.
    func takePlacements() -> [GraphicPlacement] {
        defer { placements = [] }
        return placements
    }

    /// Whether a picture in `rect` (drawing coordinates of `canvas`) is drawn with real pixels in this
    /// frame: real pixels are on, and the help does not cover any of its cells.
    func drawsRealPixels(over rect: CellRect, in canvas: Canvas) -> Bool {
        guard drawsRealPixels else { return false }
        let onScreen = canvas.canvasRect(of: rect)
        return !covered.contains { onScreen.intersects($0) }
    }

    /// The requests a Feed item shows in `tile` (its frame): the thumbnail, and with real pixels, when
    /// the tile is larger than a thumbnail, the photo decoded for the tile's pixels.
    ///
    /// Asked for every item of every frame: no closure made here (one made on the main actor checks its
    /// executor at each call).
    func thumbnailRequests(for photo: Photo, tile: CellRect) -> [PictureRequest] {
        guard let sharp = sharpRequest(for: photo, tile: tile) else {
            return [Self.thumbnailRequest(for: photo)]
        }
        return [Self.thumbnailRequest(for: photo), sharp]
    }

    /// The photo decoded to cover `tile`'s real pixels (its cells × the cell size in pixels), when real
    /// pixels are drawn in this run and the tile is wider or taller than a thumbnail
    /// (``PictureSize/thumbnailBox``, the freedesktop 256 px): stretching the thumbnail would show its
    /// pixels as blocks. `nil` otherwise: the thumbnail is enough (or the tile is past the frame's picture
    /// budget, ``realPixelCell(for:)``, and drawn in half blocks).
    func sharpRequest(for photo: Photo, tile: CellRect) -> PictureRequest? {
        guard let cell = realPixelCell(for: tile),
            let pixels = PictureLimits.pixels(columns: tile.width, rows: tile.height, cell: cell)
        else { return nil }
        let box = PictureSize.thumbnailBox
        guard pixels.width > box.width || pixels.height > box.height else { return nil }
        return Self.request(for: photo, size: .covering(pixels))
    }

    /// The cell size real pixels are drawn with in `rect`: the run's, unless `rect`'s pixels alone are more
    /// than a frame may place (`PictureLimits.pixelsPerFrame`) — then `nil`, and the picture is drawn in
    /// half blocks.
    func realPixelCell(for rect: CellRect) -> PixelSize? {
        guard let cell = cellPixels, let pixels = pixelCount(of: rect, cell: cell),
            pixels <= PictureLimits.pixelsPerFrame
        else { return nil }
        return cell
    }

    /// The pixels `rect` covers with the run's cells when they fit in what this frame has left to place;
    /// `nil` otherwise.
    private func realPixelsLeft(for rect: CellRect) -> PixelSize? {
        guard let cell = cellPixels, let pixels = pixelCount(of: rect, cell: cell),
            pixels <= PictureLimits.pixelsPerFrame - pixelsPlaced
        else { return nil }
        return PictureLimits.pixels(columns: rect.width, rows: rect.height, cell: cell)
    }

    /// The number of pixels `rect` covers with cells of `cell` pixels; `nil` when it overflows.
    private func pixelCount(of rect: CellRect, cell: PixelSize) -> Int? {
        PictureLimits.pixels(columns: rect.width, rows: rect.height, cell: cell).flatMap(PictureLimits.area)
    }

    /// Notes the placement of `image`, which has `rect`'s pixels: the whole rect on screen and the part of
    /// it inside the clip. Nothing is drawn, so its cells stay blank for the pixels; with sixel, which
    /// covers them, they are marked as the picture's (``Canvas/markPictureCells(_:)``).
    func place(
        _ image: RGBImage, request: PictureRequest, variant: Int = 0, in rect: CellRect,
        into canvas: inout Canvas
    ) {
        guard let visible = rect.intersection(canvas.bounds) else { return }
        pixelsPlaced += PictureLimits.area(of: image.size) ?? PictureLimits.pixelsPerFrame
        if !textShowsOverPixels { canvas.markPictureCells(visible) }
        let key = PlacedImage(request: request, size: image.size, variant: variant)
        let id: Int
        if let known = imageIDs[key] {
            id = known
        } else {
            id = nextImageID
            nextImageID += 1
            imageIDs.insert(id, for: key, cost: 1)
        }
        placements.append(
            GraphicPlacement(
                imageID: id, image: image, frame: canvas.canvasRect(of: rect),
                visible: canvas.canvasRect(of: visible)))
    }

    /// The thumbnail of `request` cropped to fill `rect`, as many pixels as its cells show, once it is
    /// ready.
    private func thumbnail(for request: PictureRequest, in rect: CellRect) -> RGBImage? {
        pipeline.image(for: request, size: squarePixelBox(of: rect), fill: true).map(shownPixels)
    }

    /// The box `rect` covers in square pixels: as many across as its cells show (one a cell in half
    /// blocks, two in quadrants and sextants), and as many down as make them square (cells are twice as
    /// tall as wide). Pictures are decoded and cropped for it, then resampled to what the cells show
    /// (``shownPixels(_:)``).
    func squarePixelBox(of rect: CellRect) -> PixelSize {
        let across = rendering.pixelsPerCell.columns
        return PixelSize(width: rect.width * across, height: rect.height * 2 * across)
    }

    /// The pixels `rect` shows pictures in: the terminal's own with real pixels (``realPixelCell(for:)``),
    /// else ``squarePixelBox(of:)``.
    func pictureBox(of rect: CellRect) -> PixelSize {
        guard let cell = realPixelCell(for: rect),
            let pixels = PictureLimits.pixels(columns: rect.width, rows: rect.height, cell: cell)
        else { return squarePixelBox(of: rect) }
        return pixels
    }

    /// The cells a picture of `size` square pixels takes (whole cells, a part-filled last one included).
    func cellSize(ofSquare size: PixelSize) -> (columns: Int, rows: Int) {
        let across = rendering.pixelsPerCell.columns
        return ((size.width + across - 1) / across, (size.height + 2 * across - 1) / (2 * across))
    }

    /// Whether the cells' pixels are not square (quadrants and sextants), so pictures are resampled to
    /// them (``shownPixels(_:)``).
    var resamplesForSymbols: Bool {
        let (across, down) = rendering.pixelsPerCell
        return down != 2 * across
    }

    /// A picture in square pixels as the cells show it: as it is in half blocks; in quadrants and
    /// sextants, whose pixels are taller than wide, area-averaged down to two or three pixels a cell for
    /// every four square ones.
    func shownPixels(_ image: RGBImage) -> RGBImage {
        guard resamplesForSymbols else { return image }
        let (across, down) = rendering.pixelsPerCell
        let height = (image.height * down + across) / (2 * across)
        return image.resampled(to: PixelSize(width: image.width, height: max(height, 1)))
    }

    /// Paints `image`, in the pixels the cells show (``shownPixels(_:)``), into `rect`.
    func paint(_ image: RGBImage, in rect: CellRect, into canvas: inout Canvas) {
        PicturePainter.paint(image, in: rect, rendering: rendering, into: &canvas)
    }

    /// The Feed thumbnail of a photo.
    static func thumbnailRequest(for photo: Photo) -> PictureRequest {
        request(for: photo, size: .thumbnail)
    }

    /// A picture of a photo at `size`.
    static func request(for photo: Photo, size: PictureSize) -> PictureRequest {
        PictureRequest(
            file: photo.path, modifiedSeconds: photo.modified.seconds,
            modifiedNanoseconds: photo.modified.nanoseconds, size: size)
    }
}
