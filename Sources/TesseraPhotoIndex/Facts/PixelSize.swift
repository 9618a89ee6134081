/// A picture's size in pixels, upright (after applying EXIF orientation), as layouts want its aspect.
public struct PixelSize: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
