/// A decoded picture with what the file said about it.
public struct DecodedImage: Sendable {
    /// The pixels: upright, alpha composited over the background asked for.
    public var image: RGBImage
    /// Full-size info of the source (not the size of ``image`` when a smaller one was asked for).
    public var info: ImageInfo
    /// Set when the file is damaged but some pixels decoded (e.g. "premature end of JPEG file"): the
    /// reason, worded like ``ImageError/reason``.
    public var damage: String?
    /// The PNG's tEXt, iTXt and zTXt key/value pairs (empty for other formats), e.g. `Thumb::URI`.
    public var text: [String: String]
    /// A video's duration and creation date (nil for other formats).
    public var video: VideoInfo?

    /// Creates a decoded picture.
    public init(image: RGBImage, info: ImageInfo, damage: String? = nil, text: [String: String] = [:]) {
        self.image = image
        self.info = info
        self.damage = damage
        self.text = text
    }
}
