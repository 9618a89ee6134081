import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails

/// An album's photo files as the viewer shows them, through the picture pipeline; the state of the photo
/// viewer's extras.
final class PhotoSource: ViewerSource {
    /// The photos stepped through (``PhotoViewerViewController/album``).
    var album: Album
    /// The app's photo state.
    let context: PhotoContext
    /// Whether `d` waits for its `y/n`.
    var isAskingToTrash = false
    /// Whether the info panel is open.
    var showsInfo = false
    /// The slideshow.
    var slideshow = Slideshow()
    /// The animation playing.
    var playback: AnimationPlayback?
    /// The zoom.
    var zoom = ViewerZoom()
    /// The last picture shown and its pixels as the cells show them.
    private var lastShown: (source: RGBImage, shown: RGBImage)?

    init(album: Album, context: PhotoContext) {
        self.album = album
        self.context = context
    }

    var title: String { album.name }
    var count: Int { album.photos.count }

    /// The photo's name, its size and a video's length once its picture is made, its file size, the zoom.
    func statusFacts(in viewer: PhotoViewerViewController) -> [String] {
        guard let photo = viewer.photo else { return [] }
        var facts = [photo.name]
        if case .ready(let picture) = context.pipeline.state(of: viewer.request(for: photo)),
            let size = picture.sourceSize
        {
            facts.append("\(size.width)×\(size.height)")
            if let duration = picture.videoDuration { facts.append(VideoInfo.clockText(seconds: duration)) }
        }
        facts.append(ByteCountFormat.string(photo.byteCount))
        facts.append(viewer.zoomLabel)
        return facts
    }

    func statusNote(in viewer: PhotoViewerViewController) -> String? {
        if isAskingToTrash { return "Move 1 photo to the trash? y/n" }
        guard let photo = viewer.photo else { return "no photos left in this album" }
        return PictureStatus.note(for: photo, size: .fitting(viewer.pixelBox), context: context)
            ?? viewer.slideshowNote ?? viewer.animationNote
    }

    /// The zoom first (it takes the arrows while zoomed), then the extras' keys.
    func perform(_ command: Command, in viewer: PhotoViewerViewController) -> CommandResult? {
        if let zoomed = viewer.performZoom(command) { return zoomed }
        switch command {
        case .toggleMark, .markAll: viewer.mark(command)
        case .trash: return viewer.trash()
        case .toggleInfo: viewer.toggleInfo()
        case .toggleSlideshow: viewer.toggleSlideshow()
        case .toggleAnimation: viewer.toggleAnimation()
        default: return nil
        }
        return .done
    }

    func handleBack(in viewer: PhotoViewerViewController) -> Bool {
        viewer.closeInfoOrEndSlideshow() || viewer.leaveZoom()
    }

    /// While the y/n is open, every key but `y` cancels it. Every key but `S` pauses a running slideshow
    /// first.
    func handleTextKey(_ key: Key, in viewer: PhotoViewerViewController) -> Bool {
        viewer.slideshowSaw(key)
        guard isAskingToTrash, key != .character("y") else { return false }
        isAskingToTrash = false
        return true
    }

    func handleMouse(_ mouse: MouseEvent, in viewer: PhotoViewerViewController) -> Bool {
        viewer.handleZoomMouse(mouse)
    }

    func mouseActions(in viewer: PhotoViewerViewController) -> [MouseAction] { viewer.zoomMouseActions }

    /// The wheel pauses a running slideshow, as a key does.
    func willScroll(in viewer: PhotoViewerViewController) {
        slideshow.pause()
    }

    func advance(to now: Duration, in viewer: PhotoViewerViewController) {
        viewer.advanceSlideshow(to: now)
        viewer.advanceAnimation(to: now)
    }

    func nextDeadline(in viewer: PhotoViewerViewController) -> Duration? {
        [slideshow.due, viewer.nextAnimationFrame].compactMap { $0 }.min()
    }

    /// The marked photos in the album's order, else the photo on screen.
    func chosenPaths(in viewer: PhotoViewerViewController) -> [FilePath] {
        guard context.marks.isEmpty else { return context.marks.paths(inOrderOf: album.photos) }
        return viewer.photo.map { [$0.path] } ?? []
    }

    func pictureArea(in area: CellRect, of viewer: PhotoViewerViewController) -> CellRect {
        viewer.pictureArea(in: area)
    }

    func willDraw(in viewer: PhotoViewerViewController) { viewer.coverPictureWithInfo() }

    func drawOverlay(in viewer: PhotoViewerViewController, into canvas: inout Canvas) {
        viewer.drawInfoPanel(into: &canvas)
    }

    /// The photo zoomed into, else fitted: its picture once made (an animation's frame while one plays),
    /// the thumbnail scaled up meanwhile, a broken or waiting box without either.
    func drawItem(in viewer: PhotoViewerViewController, into canvas: inout Canvas) {
        guard let photo = viewer.photo, !viewer.renderZoomed(into: &canvas) else { return }
        let pipeline = context.pipeline
        let wanted = viewer.request(for: photo)
        switch pipeline.state(of: wanted) {
        case .ready(let picture):
            if let frame = viewer.animationFrame() {
                paint(frame.image, request: wanted, variant: frame.number + 1, in: viewer, into: &canvas)
            } else {
                paint(picture.image, request: wanted, in: viewer, into: &canvas)
            }
        case .failed:
            PicturePainter.paintBroken(in: viewer.centred(columns: 40, rows: 10), into: &canvas)
        case .pending:
            let thumbnail = PhotoContext.thumbnailRequest(for: photo)
            if case .ready(let preview) = pipeline.state(of: thumbnail),
                let image = pipeline.image(
                    for: thumbnail, size: preview.image.fittingSize(in: viewer.pixelBox), fill: true)
            {
                paint(image, request: thumbnail, in: viewer, into: &canvas)
            } else {
                PicturePainter.paintPlaceholder(in: viewer.centred(columns: 40, rows: 10), into: &canvas)
            }
        }
    }

    /// The photo fitted to the screen and its thumbnail (the stand-in while it is made), then the
    /// neighbours' fitted pictures. The info panel's facts and an animation's frames are asked for here
    /// too (``ViewerLoads``), so a headless run waits for them as for the pictures.
    func wants(in viewer: PhotoViewerViewController) -> PictureWants {
        guard let photo = viewer.photo else { return PictureWants() }
        viewer.wantInfo()
        viewer.wantAnimation()
        if let zoomed = viewer.zoomedWants() { return zoomed }
        let neighbours = [viewer.index + 1, viewer.index - 1].filter(album.photos.indices.contains)
            .map { album.photos[$0] }
        return PictureWants(
            shown: [viewer.request(for: photo), PhotoContext.thumbnailRequest(for: photo)],
            ahead: neighbours.map(viewer.request))
    }

    /// Paints a picture (in square pixels) centred in the viewport, in the pixels the cells show; with
    /// real pixels, places it there (`variant` tells an animation's frames of one request apart).
    private func paint(
        _ image: RGBImage, request: PictureRequest, variant: Int = 0, in viewer: PhotoViewerViewController,
        into canvas: inout Canvas
    ) {
        if let cell = context.realPixelCell(for: viewer.viewport) {
            let rect = viewer.centred(
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
        context.paint(
            shown(image), in: viewer.centred(columns: cells.columns, rows: cells.rows), into: &canvas)
    }

    /// `image` as the cells show it, resampled once per picture (``PhotoContext/shownPixels(_:)``).
    private func shown(_ image: RGBImage) -> RGBImage {
        guard context.resamplesForSymbols else { return image }
        if let last = lastShown, last.source == image { return last.shown }
        let shown = context.shownPixels(image)
        lastShown = (image, shown)
        return shown
    }
}
