import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraLayout
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails

/// One photo fitted to the screen (aspect kept, letterboxed). ←/→ step through the album; Escape goes back
/// to the Feed with the last photo shown focused. It is the one viewer (``ItemViewerController``) over
/// ``PhotoSource``, whose extras are the zoom, the info panel, the slideshow, animation, marks and the
/// trash (one file each).
///
/// The picture is decoded for the screen's size. Until it is ready the Feed's thumbnail stands in,
/// scaled up, so stepping through photos never shows an empty screen when the thumbnail is at hand.
typealias PhotoViewerViewController = ItemViewerController<PhotoSource>

extension PhotoViewerViewController {
    /// The viewer of `album`'s photos showing the one at `index`; it takes in the folder's changes.
    convenience init(album: Album, index: Int, context: PhotoContext) {
        self.init(source: PhotoSource(album: album, context: context), index: index)
        context.libraryObservers.add(self)
    }

    // The photo viewer's state is kept by its source (the generic viewer holds only what every viewer
    // has); these give the extras their names for it.

    /// The photos stepped through, as the Feed showed them when the viewer opened (and as the folder's
    /// changes and the trash left them since).
    var album: Album {
        get { source.album }
        set { source.album = newValue }
    }
    /// The app's photo state: pipeline, marks, the trash, the loads of the viewer's extras.
    var context: PhotoContext { source.context }
    /// Whether `d` asked `Move 1 photo to the trash? y/n` and waits for the answer.
    var isAskingToTrash: Bool {
        get { source.isAskingToTrash }
        set { source.isAskingToTrash = newValue }
    }
    /// Whether `i` opened the info panel.
    var showsInfo: Bool {
        get { source.showsInfo }
        set { source.showsInfo = newValue }
    }
    /// The `S` slideshow.
    var slideshow: Slideshow {
        get { source.slideshow }
        set { source.slideshow = newValue }
    }
    /// The animation playing, when the photo is an animated GIF or WebP.
    var playback: AnimationPlayback? {
        get { source.playback }
        set { source.playback = newValue }
    }
    /// How far the photo is zoomed, and where (``PhotoViewerViewController+Zoom``).
    var zoom: ViewerZoom {
        get { source.zoom }
        set { source.zoom = newValue }
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

    /// The box the picture is fitted into: the whole viewport, in square pixels (the terminal's own with
    /// real pixels).
    var pixelBox: PixelSize {
        let box = context.pictureBox(of: viewport)
        return PixelSize(width: max(box.width, 1), height: max(box.height, 1))
    }

    /// The viewer's picture of `photo`: fitted into ``pixelBox``.
    func request(for photo: Photo) -> PictureRequest {
        PhotoContext.request(for: photo, size: .fitting(pixelBox))
    }
}
