/// One picture of the Feed: a caption and a pure pixel function that draws it at any size.
///
/// There are no image files: a picture is a few numbers (its kind, a palette, a hash for its details),
/// and ``rgb(x:y:width:height:)`` computes any pixel from them with a handful of integer operations
/// and no allocation, so a cell can sample it at whatever size the layout gives (two pixels per
/// character cell, painted with `Canvas.paintPicture`). The same index and seed always give the same
/// picture.
public struct Picture: Hashable, Sendable {
    /// The widest a caption gets, in terminal columns.
    public static let maximumCaptionWidth = 24

    /// The picture's position in the Feed.
    public let index: Int
    /// The seed the picture was made with.
    public let seed: UInt64
    /// What the picture shows; it cycles with the index (see ``PictureGenerator``).
    public let kind: PictureKind
    /// A short label such as `Dusk gradient #12`, at most ``maximumCaptionWidth`` columns wide.
    public let caption: String
    /// The colours the picture is painted in.
    let palette: PicturePalette
    /// Hash bits that fix the picture's details: directions, positions, noise.
    let variant: UInt64

    /// The picture at `index` for `seed` (see ``PictureGenerator/picture(at:seed:)``).
    init(index: Int, seed: UInt64) {
        self.index = index
        self.seed = seed
        kind = PictureGenerator.kind(at: index)
        variant = SeededHash.mix(seed, 0x5049_4354_5552_4553, SeededHash.bits(index))
        palette = PicturePalette.all[Int(variant % UInt64(PicturePalette.all.count))]
        caption = Self.caption(title: kind.title, index: index)
    }

    /// The 8-bit red, green and blue of pixel `(x, y)` of the picture drawn `width × height` pixels large.
    ///
    /// `(0, 0)` is the top-left pixel. Any integers are accepted: a size below 1 counts as 1, and a
    /// pixel outside the picture gets the colour of the nearest pixel inside it.
    public func rgb(x: Int, y: Int, width: Int, height: Int) -> (UInt8, UInt8, UInt8) {
        color(PicturePixel(x: x, y: y, width: width, height: height)).components
    }

    /// The colour of one pixel, by kind.
    private func color(_ pixel: PicturePixel) -> PictureRGB {
        switch kind {
        case .verticalGradient: return verticalGradient(pixel)
        case .horizontalGradient: return horizontalGradient(pixel)
        case .diagonalGradient: return diagonalGradient(pixel)
        case .sunset: return sunset(pixel)
        case .ripples: return ripples(pixel)
        case .stripes: return stripes(pixel)
        case .checker: return checker(pixel)
        case .mountains: return mountains(pixel)
        case .noise: return noise(pixel)
        case .moon: return moon(pixel)
        }
    }

    /// The caption for a picture: the title and the 1-based number, or the title alone when the number
    /// would not fit in ``maximumCaptionWidth`` columns (huge or negative indices).
    static func caption(title: String, index: Int) -> String {
        guard index >= 0, index < Int.max else { return title }
        let numbered = "\(title) #\(index + 1)"
        return numbered.utf8.count <= maximumCaptionWidth ? numbered : title
    }

    /// Bits `shift ..< shift + 8` of ``variant``, 0...255, for one independent detail of the picture.
    @inline(__always)
    func detail(_ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (variant >> shift) & 0xFF)
    }
}
