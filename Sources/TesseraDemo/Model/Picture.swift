/// One picture of the Feed: a caption and a pure pixel function that draws it at any size.
///
/// There are no image files: a picture is a landscape (its ``kind``) at a time of day (its ``light``)
/// whose shapes and tints come from a hash of its index and the seed, gathered once in a
/// `PictureScene`. ``rgb(x:y:width:height:)`` computes any pixel from the scene in continuous
/// coordinates with a handful of arithmetic operations and no allocation, so a cell can sample it at
/// whatever size the layout gives (two pixels per character cell, painted with
/// `Canvas.paintPicture`) and it looks the same at every size. The same index and seed always give
/// the same picture.
public struct Picture: Hashable, Sendable {
    /// The widest a caption gets, in terminal columns.
    public static let maximumCaptionWidth = 24

    /// The picture's position in the Feed.
    public let index: Int
    /// The seed the picture was made with.
    public let seed: UInt64
    /// The landscape the picture shows; it cycles with the index (see ``PictureGenerator``).
    public let kind: PictureKind
    /// The time of day the picture is painted at (see ``PictureGenerator/light(at:)``).
    public let light: PictureLight
    /// A short label such as `Lake at dusk #3`, at most ``maximumCaptionWidth`` columns wide, made
    /// from ``kind`` and ``light`` — the same two values the scene is drawn from.
    public let caption: String
    /// Everything the pixels are computed from.
    let scene: PictureScene

    /// The picture at `index` for `seed` (see ``PictureGenerator/picture(at:seed:)``).
    init(index: Int, seed: UInt64) {
        self.index = index
        self.seed = seed
        kind = PictureGenerator.kind(at: index)
        light = PictureGenerator.light(at: index)
        var random = SeededRandom(seed: SeededHash.mix(seed, 0x5049_4354_5552_4553, SeededHash.bits(index)))
        scene = PictureScene(kind: kind, light: light, random: &random)
        caption = Self.caption(title: Self.title(kind: kind, light: light), index: index)
    }

    /// The 8-bit red, green and blue of pixel `(x, y)` of the picture drawn `width × height` pixels large.
    ///
    /// `(0, 0)` is the top-left pixel: the sky is at the top. Any integers are accepted: a size below 1
    /// counts as 1, and a pixel outside the picture gets the colour of the nearest pixel inside it.
    public func rgb(x: Int, y: Int, width: Int, height: Int) -> (UInt8, UInt8, UInt8) {
        sampler(width: width, height: height).rgb(x: x, y: y)
    }

    /// The picture drawn `width × height` pixels large, each shown `pixelAspect` times as wide as tall
    /// (1: square), for asking about many of its pixels: what depends on the size alone is computed once
    /// (see ``PictureSampler``).
    public func sampler(width: Int, height: Int, pixelAspect: Double = 1) -> PictureSampler {
        PictureSampler(scene: scene, width: width, height: height, pixelAspect: pixelAspect)
    }

    /// What a picture of `kind` at `light` is called: `Peaks at dusk`, at most 14 columns wide.
    static func title(kind: PictureKind, light: PictureLight) -> String {
        "\(kind.title) \(light.phrase)"
    }

    /// The caption for a picture: the title and the 1-based number, or the title alone when the number
    /// would not fit in ``maximumCaptionWidth`` columns (huge or negative indices).
    static func caption(title: String, index: Int) -> String {
        guard index >= 0, index < Int.max else { return title }
        let numbered = "\(title) #\(index + 1)"
        return numbered.utf8.count <= maximumCaptionWidth ? numbered : title
    }
}
