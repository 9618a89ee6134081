import TesseraCanvas
import TesseraImaging
import TesseraLayout
import TesseraPhotoLibrary
import TesseraThumbnails

/// One photo fitted to the screen (aspect kept, letterboxed). ←/→ step through the album; Escape goes back
/// to the Feed with the last photo shown focused.
///
/// The picture is decoded for the screen's size. Until it is ready the Feed's thumbnail stands in,
/// scaled up, so stepping through photos never shows an empty screen when the thumbnail is at hand.
final class PhotoViewerViewController: ViewController {
    /// The photos stepped through, as the Feed showed them when the viewer opened (and as the folder's
    /// changes and the trash left them since).
    var album: Album
    /// Whether `d` asked `Move 1 photo to the trash? y/n` and waits for the answer.
    var isAskingToTrash = false
    /// The photo shown.
    var index: Int
    let context: PhotoContext
    /// The area the picture is fitted into: ``screenArea`` less the info panel when it stands beside.
    var viewport = CellRect.zero
    /// The viewer's whole area on screen.
    private(set) var screenArea = CellRect.zero
    /// Whether `i` opened the info panel.
    var showsInfo = false
    /// The `S` slideshow.
    var slideshow = Slideshow()
    /// The animation playing, when the photo is an animated GIF or WebP.
    var playback: AnimationPlayback?
    /// The app's clock at the last ``advance(to:)``.
    private(set) var clockNow = Duration.zero
    /// How far the photo is zoomed, and where (``PhotoViewerViewController+Zoom``).
    var zoom = ViewerZoom()

    init(album: Album, index: Int, context: PhotoContext) {
        self.album = album
        self.index = min(max(index, 0), max(album.photos.count - 1, 0))
        self.context = context
        context.libraryObservers.add(self)
    }

    /// The photo shown; `nil` once every photo of the album is gone.
    var photo: Photo? { album.photos.indices.contains(index) ? album.photos[index] : nil }

    /// Shows `newAlbum` after a change on disk: the same photo when it is still there, else the one now
    /// at its place (the last when the end is gone); position, size and stepping follow the new list.
    func replaceAlbum(_ newAlbum: Album) {
        let shownPath = photo?.path
        album = newAlbum
        index =
            newAlbum.photos.firstIndex { $0.path == shownPath }
            ?? min(index, max(newAlbum.photos.count - 1, 0))
    }

    var title: String { album.name }
    var positionText: String {
        guard let photo else { return CountFormat.position(nil, of: 0) }
        var parts = [CountFormat.position(index, of: album.photos.count), photo.name]
        if case .ready(let picture) = context.pipeline.state(of: request(for: photo)),
            let size = picture.sourceSize
        {
            parts.append("\(size.width)×\(size.height)")
            if let duration = picture.videoDuration { parts.append(VideoInfo.clockText(seconds: duration)) }
        }
        parts.append(ByteCountFormat.string(photo.byteCount))
        parts.append(zoomLabel)
        return parts.joined(separator: " · ")
    }
    var statusNote: String? {
        if isAskingToTrash { return "Move 1 photo to the trash? y/n" }
        guard let photo else { return "no photos left in this album" }
        return PictureStatus.note(for: photo, size: .fitting(pixelBox), context: context) ?? slideshowNote
            ?? animationNote
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { false }

    func setViewport(_ area: CellRect) {
        screenArea = area
        viewport = pictureArea(in: area)
    }

    func perform(_ command: Command) -> CommandResult {
        if let zoomed = performZoom(command) { return zoomed }
        switch command {
        case .move(.left), .move(.up), .page(.up): index = max(index - 1, 0)
        case .move(.right), .move(.down), .page(.down): index = max(min(index + 1, album.photos.count - 1), 0)
        case .first: index = 0
        case .last: index = max(album.photos.count - 1, 0)
        case .back: return CommandResult(pop: true)
        case .toggleMark, .markAll: mark(command)
        case .trash: return trash()
        case .toggleInfo: toggleInfo()
        case .toggleSlideshow: toggleSlideshow()
        case .toggleAnimation: toggleAnimation()
        default: break
        }
        return .done
    }

    func click(at cell: CellPoint) -> Command? { nil }

    func handleBack() -> Bool { closeInfoOrEndSlideshow() || leaveZoom() }

    func handleMouse(_ mouse: MouseEvent) -> Bool { handleZoomMouse(mouse) }

    var mouseActions: [MouseAction] { [.wheelSteps] + zoomMouseActions }

    func scroll(rows: Int) {
        slideshow.pause()
        _ = perform(rows < 0 ? .move(.left) : .move(.right))
    }

    func advance(to now: Duration) {
        clockNow = now
        advanceSlideshow(to: now)
        advanceAnimation(to: now)
    }

    var nextDeadline: Duration? {
        [slideshow.due, nextAnimationFrame].compactMap { $0 }.min()
    }

    /// The box the picture is fitted into: the whole viewport, in square pixels (the terminal's own with
    /// real pixels).
    var pixelBox: PixelSize {
        let box = context.pictureBox(of: viewport)
        return PixelSize(width: max(box.width, 1), height: max(box.height, 1))
    }

    func request(for photo: Photo) -> PictureRequest {
        PhotoContext.request(for: photo, size: .fitting(pixelBox))
    }

    func render(into canvas: inout Canvas) {
        coverPictureWithInfo()
        defer { drawInfoPanel(into: &canvas) }
        guard viewport.width > 0, viewport.height > 0, let photo else { return }
        if renderZoomed(into: &canvas) { return }
        let pipeline = context.pipeline
        let wanted = request(for: photo)
        switch pipeline.state(of: wanted) {
        case .ready(let picture):
            if let frame = animationFrame() {
                paint(frame.image, request: wanted, variant: frame.number + 1, into: &canvas)
            } else {
                paint(picture.image, request: wanted, into: &canvas)
            }
        case .failed:
            PicturePainter.paintBroken(in: centred(columns: 40, rows: 10), into: &canvas)
        case .pending:
            let thumbnail = PhotoContext.thumbnailRequest(for: photo)
            if case .ready(let preview) = pipeline.state(of: thumbnail),
                let image = pipeline.image(
                    for: thumbnail, size: preview.image.fittingSize(in: pixelBox), fill: true)
            {
                paint(image, request: thumbnail, into: &canvas)
            } else {
                PicturePainter.paintPlaceholder(in: centred(columns: 40, rows: 10), into: &canvas)
            }
        }
    }

    /// The photo fitted to the screen and its thumbnail (the stand-in while it is made), then the
    /// neighbours' fitted pictures. The info panel's facts and an animation's frames are asked for here
    /// too (``ViewerLoads``), so a headless run waits for them as for the pictures.
    func wants(viewport: CellRect) -> PictureWants {
        guard let photo else { return PictureWants() }
        wantInfo()
        wantAnimation()
        if let zoomed = zoomedWants() { return zoomed }
        let neighbours = [index + 1, index - 1].filter(album.photos.indices.contains).map { album.photos[$0] }
        return PictureWants(
            shown: [request(for: photo), PhotoContext.thumbnailRequest(for: photo)],
            ahead: neighbours.map(request))
    }

    /// Paints a picture (in square pixels) centred in the viewport, in the pixels the cells show; with
    /// real pixels, places it there (`variant` tells an animation's frames of one request apart).
    private func paint(
        _ image: RGBImage, request: PictureRequest, variant: Int = 0, into canvas: inout Canvas
    ) {
        if let cell = context.realPixelCell(for: viewport) {
            let rect = centred(
                columns: (image.width + cell.width - 1) / cell.width,
                rows: (image.height + cell.height - 1) / cell.height)
            if context.drawsRealPixels(over: rect, in: canvas) {
                context.place(image, request: request, variant: variant, in: rect, into: &canvas)
            } else {
                context.paint(
                    shown(image.resampled(to: context.squarePixelBox(of: rect))), in: rect, into: &canvas)
            }
            return
        }
        let cells = context.cellSize(ofSquare: image.size)
        context.paint(shown(image), in: centred(columns: cells.columns, rows: cells.rows), into: &canvas)
    }

    /// `image` as the cells show it, resampled once per picture (``PhotoContext/shownPixels(_:)``).
    private func shown(_ image: RGBImage) -> RGBImage {
        guard context.resamplesForSymbols else { return image }
        if let last = lastShown, last.source == image { return last.shown }
        let shown = context.shownPixels(image)
        lastShown = (image, shown)
        return shown
    }

    /// The last picture shown and its pixels as the cells show them.
    private var lastShown: (source: RGBImage, shown: RGBImage)?

    /// `columns × rows` cells centred in the viewport (and clipped to it).
    private func centred(columns: Int, rows: Int) -> CellRect {
        let columns = min(columns, viewport.width)
        let rows = min(rows, viewport.height)
        return CellRect(
            column: viewport.column + (viewport.width - columns) / 2,
            row: viewport.row + (viewport.height - rows) / 2,
            width: columns, height: rows)
    }
}
