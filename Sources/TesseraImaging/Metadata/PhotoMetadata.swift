/// What a photo's EXIF says about how and where it was taken: the facts a timeline sorts by and a
/// viewer's info panel shows. Every field is optional: a field the file lacks, or holds malformed, is nil.
///
/// Read with ``ImageDecoder/metadata(of:limits:)`` from a file of any supported format, or with
/// ``init(exif:)`` from an EXIF block found elsewhere (a RAW file's, a video's).
public struct PhotoMetadata: Hashable, Sendable {
    /// When the photo was taken: DateTimeOriginal with OffsetTimeOriginal, else DateTimeDigitized with
    /// OffsetTimeDigitized, else DateTime with OffsetTime (``ExifDateTime/source`` says which).
    public var dateTaken: ExifDateTime?
    /// The camera's maker (Make, 0x010F), e.g. `Apple`.
    public var make: String?
    /// The camera's model (Model, 0x0110), e.g. `iPhone 15 Pro`.
    public var model: String?
    /// The lens (LensModel, 0xA434), e.g. `iPhone 15 Pro back triple camera 6.765mm f/1.78`.
    public var lensModel: String?
    /// The exposure time in seconds (ExposureTime, 0x829A), e.g. 1/250.
    public var exposureTime: ExifRational?
    /// The f-number (FNumber, 0x829D), e.g. 1.8.
    public var fNumber: Double?
    /// The ISO speed: the first value of PhotographicSensitivity (0x8827).
    public var iso: Int?
    /// The lens's focal length in millimetres (FocalLength, 0x920A), e.g. 6.9.
    public var focalLength: Double?
    /// Where the photo was taken, from the GPS directory.
    public var location: GPSCoordinate?
    /// The Orientation tag (0x0112), when present and 1...8. For HEIF, AVIF and JPEG XL the pixels are
    /// already turned by the container and this tag must not be applied again.
    public var orientation: ExifOrientation?

    /// Metadata with every field empty.
    public init() {}

    /// Reads an EXIF block: bare TIFF, after `Exif\0\0`, or after a 4-byte offset (as libheif and libjxl
    /// give it). Never reads outside `exif` and never traps; a block with no TIFF header gives empty
    /// metadata, a damaged one whatever fields are still whole.
    public init(exif: [UInt8]) {
        self = ExifParser.metadata(in: exif)
    }

    /// Whether no field is set.
    public var isEmpty: Bool { self == PhotoMetadata() }
}
