import TesseraCanvas
import TesseraThumbnails

extension PhotoViewerViewController {
    /// `i`: shows or hides the info panel; beside the picture on a wide screen, so the picture is fitted
    /// into what is left.
    func toggleInfo() {
        showsInfo.toggle()
        viewport = pictureArea(in: screenArea)
    }

    /// The part of `area` the picture is fitted into: all of it, less the info panel when it stands beside.
    func pictureArea(in area: CellRect) -> CellRect {
        showsInfo ? InfoPanel.pictureArea(in: area) : area
    }

    /// Esc closes the info panel, else ends the slideshow, before it goes back; returns whether it did.
    func closeInfoOrEndSlideshow() -> Bool {
        if showsInfo {
            toggleInfo()
            return true
        }
        return slideshow.stop()
    }

    /// What the info panel's facts are kept by: the photo's file and modification time.
    private var infoKey: PictureRequest? {
        photo.map(PhotoContext.thumbnailRequest(for:))
    }

    /// Asks for the shown photo's facts while the panel is open (read in the background).
    func wantInfo() {
        guard showsInfo, let infoKey else { return }
        context.viewerLoads.info.want(infoKey) { PhotoInfo.read($0.file) }
    }

    /// The panel as it shows now: the shown photo's rows, its facts once read.
    private var infoPanel: InfoPanel? {
        guard showsInfo, let photo, let infoKey else { return nil }
        return InfoPanel(
            rows: PhotoInfoText.rows(for: photo, info: context.viewerLoads.info.value(for: infoKey)))
    }

    /// Before the picture is drawn: a panel lying over it makes real pixels under it fall back to half
    /// blocks, as the help does.
    func coverPictureWithInfo() {
        guard let panel = infoPanel, !InfoPanel.isBeside(in: screenArea), let box = panel.box(in: screenArea)
        else { return }
        context.cover(box)
    }

    /// Draws the info panel, when it is open, over or beside the picture.
    func drawInfoPanel(into canvas: inout Canvas) {
        guard let panel = infoPanel, let box = panel.box(in: screenArea) else { return }
        panel.draw(in: box, into: &canvas)
    }
}
