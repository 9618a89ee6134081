import TesseraCanvas

/// How a picture is painted: at which colour depth, with which dithering and block symbols
/// (`Canvas.paintPicture(_:rendering:pixel:)`).
public struct PictureRendering: Hashable, Sendable {
    /// The colours the picture is painted with; usually the terminal's.
    public var colors: ColorDepth
    /// How quantisation error is spread; ignored at `ColorDepth.truecolor`, where there is none, and by
    /// symbols other than ``PictureSymbols/half``, whose cells take the colours that fit them best.
    public var dither: Dither
    /// The block characters cells are drawn with; ignored in `ColorDepth.monochrome`, where cells show
    /// shading characters.
    public var symbols: PictureSymbols

    /// 256 colours without dithering, in half blocks: what `tessera snapshot` paints by default.
    public static let standard = PictureRendering(colors: .colors256, dither: .none)

    /// Creates a rendering.
    public init(colors: ColorDepth, dither: Dither, symbols: PictureSymbols = .half) {
        self.colors = colors
        self.dither = dither
        self.symbols = symbols
    }

    /// The symbols cells are actually drawn with: ``symbols``, or ``PictureSymbols/half`` in monochrome
    /// (a shading character stands for a cell's two pixels).
    public var effectiveSymbols: PictureSymbols {
        colors == .monochrome ? .half : symbols
    }

    /// The pixels one cell shows, across and down: what a picture is decoded or generated at.
    public var pixelsPerCell: (columns: Int, rows: Int) {
        effectiveSymbols.pixelsPerCell
    }

    /// Whether error diffusion applies: with a palette and half blocks (or shading characters).
    var diffuses: Bool {
        dither == .diffusion && colors != .truecolor && effectiveSymbols == .half
    }
}
