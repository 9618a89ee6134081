/// What the index keeps about one version of one file: read once, then served from the database until
/// the file's size, modification time or inode changes.
public struct PhotoFacts: Hashable, Sendable {
    /// Photo or video.
    public var kind: MediaKind
    /// When it was taken, as the file records it; `nil` when it records nothing (the timeline then uses
    /// the file's modification time).
    public var dateTaken: DateTaken?
    /// The upright size in pixels, when known.
    public var pixelSize: PixelSize?
    /// A video's duration in seconds.
    public var durationSeconds: Double?
    /// The camera facts (empty when the file has no EXIF).
    public var exif: ExifSummary

    /// Facts with these values.
    public init(
        kind: MediaKind = .photo, dateTaken: DateTaken? = nil, pixelSize: PixelSize? = nil,
        durationSeconds: Double? = nil, exif: ExifSummary = ExifSummary()
    ) {
        self.kind = kind
        self.dateTaken = dateTaken
        self.pixelSize = pixelSize
        self.durationSeconds = durationSeconds
        self.exif = exif
    }
}
