import SystemPackage
import TesseraImaging

/// A picture of one photo that a screen wants: the file (and the version of it, by modification time) and
/// how big.
///
/// Two requests are the same picture exactly when they are equal, so a rewritten file (a new modification
/// time) is a new picture and never shows the old one.
public struct PictureRequest: Hashable, Sendable {
    /// The photo's file, as its real bytes.
    public var file: FilePath
    /// The file's modification time, in whole seconds since the epoch (what `Thumb::MTime` records).
    public var modifiedSeconds: Int64
    /// The sub-second part of the modification time, so two writes within a second still differ.
    public var modifiedNanoseconds: Int32
    /// How big a picture to make.
    public var size: PictureSize

    /// Creates a request.
    public init(file: FilePath, modifiedSeconds: Int64, modifiedNanoseconds: Int32 = 0, size: PictureSize) {
        self.file = file
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.size = size
    }
}

/// How big a picture a request asks for.
public enum PictureSize: Hashable, Sendable {
    /// A thumbnail that fits in 256 × 256 pixels (the freedesktop `large` size), which items crop to fill
    /// their frames from. It comes from the disk cache when a valid one is there.
    case thumbnail
    /// The whole photo fitted into a box (the viewer's screen), decoded for that size and never cached
    /// on disk.
    case fitting(PixelSize)
    /// The photo decoded at the smallest size (its aspect kept) that covers a box, for an item to crop
    /// to fill its frame with real pixels when the frame is larger than a thumbnail; never cached on
    /// disk, and never larger than the photo.
    case covering(PixelSize)
    /// A rectangle of the photo for a zoomed view: `region` of the upright picture at `scale`/8 of its
    /// size (``ImageDecoder/scaledSize(of:scale:)``) resampled to exactly `size`. A JPEG decodes just the
    /// rectangle (``ImageDecoder/decode(bytes:region:scale:limits:)``); other formats are cut from one
    /// bounded whole decode (``PictureSize/zoomSource``), which the pipeline keeps in memory for the next
    /// rectangle of the same photo. Never cached on disk.
    case region(PixelRect, scale: Int, size: PixelSize)
    /// The whole photo decoded once for zooming into a format without region decoding: in full up to
    /// ``zoomSourceMaxPixels``, above that fitted into that many. Made by the workers as a side product
    /// of a ``region(_:scale:size:)`` request, never asked for on its own.
    case zoomSource

    /// The box a thumbnail fits in.
    public static let thumbnailBox = PixelSize(width: 256, height: 256)

    /// The most pixels a ``zoomSource`` decode keeps: 16 megapixels (48 MB in memory).
    public static let zoomSourceMaxPixels = 16_000_000
}

/// A picture made for a request: upright, alpha composited, at the requested size.
public struct Picture: Sendable {
    /// The pixels.
    public var image: RGBImage
    /// The photo's full size as shown (orientation applied), when known; thumbnails read back from the
    /// disk cache know it only if the writer recorded it.
    public var sourceSize: PixelSize?
    /// Why the file is damaged, when only part of it decoded (a truncated JPEG).
    public var damage: String?
    /// A video's duration in seconds, when known (a thumbnail from the disk cache keeps it as
    /// `Thumb::Movie::Length`, in whole seconds).
    public var videoDuration: Double?
    /// For a kept whole decode (``PictureSize/zoomSource``): whether it serves a zoomed view at any scale
    /// (the largest decode ever kept of the photo) or only views no finer than its own pixels (a large
    /// JPEG's decode kept beside its fitted picture, ``ZoomSourceRule``).
    var servesEveryZoomScale = true

    /// Creates a picture.
    public init(image: RGBImage, sourceSize: PixelSize?, damage: String?) {
        self.image = image
        self.sourceSize = sourceSize
        self.damage = damage
    }
}

/// Where a requested picture stands.
public enum PictureState: Sendable {
    /// Not made yet: draw a placeholder.
    case pending
    /// Ready to draw.
    case ready(Picture)
    /// The file cannot be shown, and why (one line, e.g. "premature end of JPEG file").
    case failed(String)
}
