import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails

/// The viewer's zoom, kept with the photo it is for: stepping to another photo (keys, marks, the trash,
/// a change on disk) shows that one at the fit without anyone resetting it.
struct ViewerZoom {
    /// The photo zoomed into.
    var photo: FilePath?
    /// How far, and where.
    var state = ZoomState.fit
    /// Where a mouse drag last was, while the button is held.
    var dragAnchor: CellPoint?
    /// A photo's size read from its header, for a zoom key pressed before any picture of it is made.
    var headerSize: (photo: FilePath, size: PixelSize)?
    /// The last animation frame cut to a zoomed view, so redrawing between frames costs nothing.
    var cutFrame: (frame: Int, view: ZoomView, image: RGBImage)?
}

extension PhotoViewerViewController {
    /// The zoom of the photo on screen: the fit for any photo but the one zoomed into, and for that one
    /// too once the screen has grown to show all of it at the kept scale.
    var zoomState: ZoomState {
        guard let photo, zoom.photo == photo.path else { return .fit }
        if zoom.state.isZoomed, let geometry = zoomGeometry,
            !zoom.state.showsLessThanAll(of: geometry.photo, in: geometry.box)
        {
            return .fit
        }
        return zoom.state
    }

    /// What the mouse does for the zoom, for the help: Ctrl+wheel always, a drag once zoomed.
    var zoomMouseActions: [MouseAction] {
        zoomState.isZoomed ? [.controlWheelZooms, .dragPans] : [.controlWheelZooms]
    }

    /// The zoom for the status line: `fit` or `200%`.
    var zoomLabel: String { zoomState.label }

    /// Carries out the zoom keys, and the arrows and paging keys while zoomed (paging, and starting a
    /// slideshow, return to the fit first); `nil` for commands the viewer handles as at the fit.
    func performZoom(_ command: Command) -> CommandResult? {
        switch command {
        case .zoom(let change):
            applyZoom(change)
            return .done
        case .zoomIn, .zoomOut:
            applyZoom(command == .zoomIn ? .zoomIn : .zoomOut)
            return .done
        case .move(let direction) where zoomState.isZoomed:
            switch direction {
            case .left: pan(columns: -1, rows: 0)
            case .right: pan(columns: 1, rows: 0)
            case .up: pan(columns: 0, rows: -1)
            case .down: pan(columns: 0, rows: 1)
            }
            return .done
        case .page where zoomState.isZoomed, .toggleSlideshow where zoomState.isZoomed:
            zoom.state = .fit
            return nil
        default:
            return nil
        }
    }

    /// Esc while zoomed returns to the fit (and is used up); at the fit it goes back.
    func leaveZoom() -> Bool {
        guard zoomState.isZoomed else { return false }
        zoom.state = .fit
        return true
    }

    /// Mouse gestures over a zoomed photo: a drag pans it, the wheel scrolls it up and down, Ctrl+wheel
    /// zooms around the centre (at the fit too). Returns whether the gesture was used.
    func handleZoomMouse(_ mouse: MouseEvent) -> Bool {
        let cell = CellPoint(column: mouse.column, row: mouse.row)
        switch mouse.action {
        case .wheelUp where mouse.modifiers.contains(.control):
            applyZoom(.zoomIn)
        case .wheelDown where mouse.modifiers.contains(.control):
            applyZoom(.zoomOut)
        case .wheelUp where zoomState.isZoomed:
            pan(columns: 0, rows: -1)
        case .wheelDown where zoomState.isZoomed:
            pan(columns: 0, rows: 1)
        case .click where zoomState.isZoomed:
            zoom.dragAnchor = cell
        case .drag, .release:
            guard let anchor = zoom.dragAnchor else { return false }
            drag(from: anchor, to: cell)
            zoom.dragAnchor = mouse.action == .drag ? cell : nil
        default:
            return false
        }
        return true
    }

    /// Moves the photo with the pointer: the point under it stays under it.
    private func drag(from start: CellPoint, to end: CellPoint) {
        guard let geometry = zoomGeometry else { return }
        let scale = zoomState.effectiveScale(photo: geometry.photo, box: geometry.box)
        let offset = (
            x: -Double((end.column - start.column) * geometry.cell.width) / scale,
            y: -Double((end.row - start.row) * geometry.cell.height) / scale
        )
        zoom.state = zoomState.moved(by: offset, photo: geometry.photo, box: geometry.box)
    }

    private func applyZoom(_ change: ZoomChange) {
        guard let photo, let geometry = zoomGeometry else { return }
        let now = zoomState
        let next: ZoomState =
            switch change {
            case .zoomIn: now.zoomedIn(photo: geometry.photo, box: geometry.box)
            case .zoomOut: now.zoomedOut(photo: geometry.photo, box: geometry.box)
            case .fit: .fit
            case .actualSize: now.actualSize(photo: geometry.photo, box: geometry.box)
            }
        zoom = ViewerZoom(photo: photo.path, state: next)
    }

    private func pan(columns: Int, rows: Int) {
        guard let geometry = zoomGeometry else { return }
        zoom.state = zoomState.panned(columns: columns, rows: rows, photo: geometry.photo, box: geometry.box)
    }

    /// The photo's upright full size, the screen pixels of a cell and of the viewport; `nil` when the
    /// photo's size cannot be known.
    var zoomGeometry: (photo: PixelSize, cell: PixelSize, box: PixelSize)? {
        guard let photo, viewport.width > 0, viewport.height > 0, let size = fullSize(of: photo),
            size.area > 0
        else { return nil }
        let cell = context.realPixelCell(for: viewport) ?? context.blockPixelsPerCell
        let box = PixelSize(width: viewport.width * cell.width, height: viewport.height * cell.height)
        return (size, cell, box)
    }

    /// The photo's upright full size: from its fitted picture or thumbnail once made; before that (a zoom
    /// key pressed at once) from its header, read once.
    private func fullSize(of photo: Photo) -> PixelSize? {
        for request in [request(for: photo), PhotoContext.thumbnailRequest(for: photo)] {
            if case .ready(let picture) = context.pipeline.state(of: request), let known = picture.sourceSize
            {
                return known
            }
        }
        if let known = zoom.headerSize, known.photo == photo.path { return known.size }
        guard let info = try? ImageDecoder.info(of: photo.path) else { return nil }
        zoom.headerSize = (photo.path, info.size)
        return info.size
    }

    /// Where the zoomed picture goes and what it shows, while zoomed and the photo's size is known.
    var zoomView: ZoomView? {
        guard zoomState.isZoomed, let geometry = zoomGeometry else { return nil }
        return ZoomView(
            state: zoomState, photo: geometry.photo, viewport: viewport, cellPixels: geometry.cell)
    }

    /// The sharp picture of a zoomed view: the photo's pixels under it, decoded (a JPEG just the region,
    /// at the DCT scale the view needs) and resampled to the view's pixels.
    func sharpRequest(for photo: Photo, view: ZoomView, photoSize: PixelSize) -> PictureRequest {
        let scale = view.decodeScale(photo: photoSize)
        return PhotoContext.request(
            for: photo, size: .region(view.scaledSource(scale: scale), scale: scale, size: view.output))
    }

    /// What a zoomed viewer wants: the sharp picture of the view, then the fitted picture and thumbnail
    /// it is scaled up from meanwhile; `nil` at the fit.
    func zoomedWants() -> PictureWants? {
        guard let photo, let view = zoomView, let geometry = zoomGeometry else { return nil }
        return PictureWants(shown: [
            sharpRequest(for: photo, view: view, photoSize: geometry.photo), request(for: photo),
            PhotoContext.thumbnailRequest(for: photo),
        ])
    }

    /// Draws the zoomed view: the sharp picture once made, else the fitted picture (or the thumbnail)
    /// scaled up in its place. Returns `false` at the fit, which the viewer draws as before.
    func renderZoomed(into canvas: inout Canvas) -> Bool {
        guard let photo, let view = zoomView, let geometry = zoomGeometry else { return false }
        let pipeline = context.pipeline
        let sharp = sharpRequest(for: photo, view: view, photoSize: geometry.photo)
        if let frame = zoomedAnimationFrame() {
            let image = cut(frame, to: view, photo: geometry.photo)
            drawZoomed(image, placedAs: sharp, variant: frame.number + 1, in: view.cells, into: &canvas)
            return true
        }
        if case .ready(let picture) = pipeline.state(of: sharp) {
            drawZoomed(picture.image, placedAs: sharp, in: view.cells, into: &canvas)
            return true
        }
        for standIn in [request(for: photo), PhotoContext.thumbnailRequest(for: photo)] {
            guard case .ready(let picture) = pipeline.state(of: standIn) else { continue }
            let region = Self.region(of: view.source, photo: geometry.photo, in: picture.image.size)
            guard let image = pipeline.image(for: standIn, region: region, size: view.output) else {
                continue
            }
            // Placed under a name of its own: the sharp picture of the same size must upload anew.
            var placedAs = sharp
            placedAs.size = .region(view.source, scale: 0, size: view.output)
            drawZoomed(image, placedAs: placedAs, in: view.cells, into: &canvas)
            return true
        }
        PicturePainter.paintPlaceholder(in: view.cells, into: &canvas)
        return true
    }

    /// `source` (in the photo's full-size pixels) in a smaller picture of it, widened to whole pixels.
    static func region(of source: PixelRect, photo: PixelSize, in picture: PixelSize) -> PixelRect {
        let left = source.x * picture.width / photo.width
        let top = source.y * picture.height / photo.height
        let right = ((source.x + source.width) * picture.width + photo.width - 1) / photo.width
        let bottom = ((source.y + source.height) * picture.height + photo.height - 1) / photo.height
        return PixelRect(x: left, y: top, width: max(right - left, 1), height: max(bottom - top, 1))
    }

    /// An animation's frame (the photo's full size, or smaller within the frames' memory bound) cut to
    /// the view and resampled to its pixels; the last one is kept while it shows.
    private func cut(_ frame: (image: RGBImage, number: Int), to view: ZoomView, photo: PixelSize) -> RGBImage
    {
        if let last = zoom.cutFrame, last.frame == frame.number, last.view == view { return last.image }
        let region = Self.region(of: view.source, photo: photo, in: frame.image.size)
        let image = frame.image.resampled(region: region, to: view.output)
        zoom.cutFrame = (frame.number, view, image)
        return image
    }

    /// Draws a zoomed picture (in the view's screen pixels) into its cells: placed as real pixels when
    /// the frame draws them there (`variant` tells an animation's frames apart), else painted in blocks.
    private func drawZoomed(
        _ image: RGBImage, placedAs request: PictureRequest, variant: Int = 0, in rect: CellRect,
        into canvas: inout Canvas
    ) {
        if context.realPixelCell(for: viewport) != nil {
            if context.drawsRealPixels(over: rect, in: canvas) {
                context.place(image, request: request, variant: variant, in: rect, into: &canvas)
            } else {
                let square = context.squarePixelBox(of: rect)
                context.paint(context.shownPixels(image.resampled(to: square)), in: rect, into: &canvas)
            }
            return
        }
        context.paint(context.shownPixels(image), in: rect, into: &canvas)
    }
}

extension PhotoContext {
    /// The square pixels a cell shows in blocks: one across and two down in half blocks, two by four in
    /// quadrants and sextants (resampled to their own pixels when painted, ``shownPixels(_:)``).
    var blockPixelsPerCell: PixelSize {
        let across = rendering.pixelsPerCell.columns
        return PixelSize(width: across, height: 2 * across)
    }
}
