/// How much larger than the result a decoder that can skip detail (a JPEG's DCT scaling) decodes, before
/// the area average brings the picture down to the size asked for.
///
/// A JPEG decoded at the smallest DCT scale that just covers the result (`1/8` of 512 pixels for 56) and
/// then averaged down is visibly softer than the same photo averaged down from its full decode: the scaled
/// inverse DCT is no area average. Decoding at several times the result first, then averaging, keeps the
/// detail; a full decode matches the reference exactly. Other formats ignore it (PNG and GIF always
/// decode whole, libwebp's own scaler is an area average).
public struct DecodeDetail: Hashable, Sendable {
    /// A reduced decode is at least this many times the result's size on each side (1: just covering).
    public var oversampling: Int
    /// Sources of at most this many pixels decode at full size, whatever size is asked for.
    public var fullDecodeMaxPixels: Int
    /// Whether a reduced decode is rounded up to 1/8, 1/4, 1/2 or full size: the scales whose inverse DCT
    /// libjpeg-turbo runs in SIMD. The scales between (3/8, 5/8, 6/8, 7/8) run in plain C and take longer
    /// than the next of these, which keeps more detail (docs/pictures.md, "Thumbnails' detail").
    public var acceleratedScalesOnly: Bool

    /// Creates a policy; `oversampling` below 1 counts as 1.
    public init(oversampling: Int, fullDecodeMaxPixels: Int = 0, acceleratedScalesOnly: Bool = false) {
        self.oversampling = max(oversampling, 1)
        self.fullDecodeMaxPixels = fullDecodeMaxPixels
        self.acceleratedScalesOnly = acceleratedScalesOnly
    }

    /// For a picture seen whole on the screen: full decodes up to 24 megapixels, above that at least four
    /// times the result (as sharp as an area average of the full decode, to within a fraction of a dB).
    public static let viewer = DecodeDetail(oversampling: 4, fullDecodeMaxPixels: 24_000_000)

    /// For thumbnails and covers: at least twice the result on each side, at 1/8, 1/4, 1/2 or full size
    /// (a 1600 × 1200 photo's 256-pixel thumbnail at 1/2, where 3/8 just reaches twice: faster and sharper).
    public static let thumbnail = DecodeDetail(oversampling: 2, acceleratedScalesOnly: true)

    /// The smallest reduced decode that covers the result: the fastest, and the softest.
    public static let fastest = DecodeDetail(oversampling: 1)
}
