/// How a picture is painted: at which colour depth, with which dithering
/// (``Canvas/paintPicture(_:rendering:pixel:)``).
public struct PictureRendering: Hashable, Sendable {
    /// The colours the picture is painted with; usually the terminal's.
    public var colors: ColorDepth
    /// How quantisation error is spread; ignored at ``ColorDepth/truecolor``, where there is none.
    public var dither: Dither

    /// 256 colours without dithering: what `tessera snapshot` paints by default.
    public static let standard = PictureRendering(colors: .colors256, dither: .none)

    /// Creates a rendering.
    public init(colors: ColorDepth, dither: Dither) {
        self.colors = colors
        self.dither = dither
    }
}
