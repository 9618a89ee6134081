/// What a file's header says about the picture, without decoding it.
public struct ImageInfo: Hashable, Sendable {
    /// The file's format, from its first bytes.
    public var format: ImageFormat
    /// Full size as the photo is shown (EXIF orientation applied: a portrait phone photo is taller than
    /// wide).
    public var size: PixelSize
    /// How the stored pixels are turned upright: from a JPEG's Exif APP1 marker or a TIFF's Orientation
    /// tag; `.up` for other formats (HEIF, AVIF and JPEG XL come out of their libraries already upright).
    public var orientation: ExifOrientation

    /// Creates an info value.
    public init(format: ImageFormat, size: PixelSize, orientation: ExifOrientation = .up) {
        self.format = format
        self.size = size
        self.orientation = orientation
    }
}
