import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails

/// The `▶ 1:05` mark in the top-right corner of a video's tile (`▶` alone until its duration is known).
enum VideoBadge {
    /// The badge for `photo`, or nil when it is not a video (by its extension, as the scanner decides).
    static func text(for photo: Photo, picture: TesseraThumbnails.Picture?) -> String? {
        guard ImageFormat(fileExtensionOf: photo.path) == .video else { return nil }
        return VideoInfo(duration: picture?.videoDuration, creationDate: nil).badge
    }

    /// Draws the badge inside `frame`, clear of a focus border; nothing when the tile is too narrow for it.
    static func draw(for photo: Photo, picture: TesseraThumbnails.Picture?, in frame: CellRect, into canvas: inout Canvas) {
        guard let text = text(for: photo, picture: picture) else { return }
        let label = " \(text) "
        let width = DisplayWidth.of(label)
        let inset = frame.width >= 3 && frame.height >= 3 ? 1 : 0
        guard frame.width - 2 * inset >= width, frame.height > 0 else { return }
        canvas.write(
            label,
            in: CellRect(
                column: frame.maxColumn - inset - width, row: frame.row + inset, width: width, height: 1),
            style: Theme.caption)
    }
}
