import TesseraImaging

/// Which kept whole decode of a photo (``PictureSize/zoomSource``) serves a zoomed view, and at what size
/// one is made, so that zooming and panning read the file as seldom as they can.
///
/// - A large JPEG (above ``DecodeDetail/viewer``'s full-decode size) is decoded whole at a DCT scale for
///   its fitted picture anyway: that decode, when it is at most ``besideFitMaxPixels``, is kept beside the
///   fit and serves the first zoom steps (every view whose DCT scale is no finer than its own).
/// - A JPEG that libjpeg reads whole for any region (progressive, or a scan per component) and every
///   format without region decoding keep one decode of at most ``PictureSize/zoomSourceMaxPixels``: in
///   full when the photo fits in it, else at the largest DCT scale (JPEG) or size (other formats) within
///   it. That decode serves every view of the photo, finer ones scaled up from it.
/// - Other views of a baseline JPEG decode just their region.
enum ZoomSourceRule {
    /// The most pixels of a large JPEG's decode kept beside its fitted picture: 4 megapixels (12 MB).
    static let besideFitMaxPixels = 4_000_000

    /// The DCT scale to decode a JPEG of `full` upright pixels at, whole, for its fitted picture of
    /// `fitted` pixels, keeping the decode for zooming: the finest scale within ``besideFitMaxPixels``.
    /// `nil` when the fit decodes the photo at full size (``DecodeDetail/viewer``), or when the scale the
    /// fit needs (four times its pixels) is already larger than that.
    static func scaleBesideFit(full: PixelSize, fitted: PixelSize) -> Int? {
        let detail = DecodeDetail.viewer
        guard full.area > detail.fullDecodeMaxPixels else { return nil }
        let wanted = PixelSize(
            width: fitted.width * detail.oversampling, height: fitted.height * detail.oversampling)
        let fitScale =
            (1...8).first { scale in
                let scaled = ImageDecoder.scaledSize(of: full, scale: scale)
                return scaled.width >= wanted.width && scaled.height >= wanted.height
            } ?? 8
        guard let kept = largestScale(of: full, within: besideFitMaxPixels), kept >= fitScale else {
            return nil
        }
        return kept
    }

    /// The DCT scale a JPEG that decodes regions whole is kept at: full size when it fits in
    /// ``PictureSize/zoomSourceMaxPixels``, else the largest scale whose picture does (at least 1/8).
    static func boundedScale(of full: PixelSize) -> Int {
        largestScale(of: full, within: PictureSize.zoomSourceMaxPixels) ?? 1
    }

    /// Whether `source` serves a view's region at `scale`/8: it serves every scale (the largest decode
    /// ever kept of the photo), or its pixels are at least as fine as the scale's.
    static func serves(_ source: Picture, scale: Int) -> Bool {
        guard !source.servesEveryZoomScale else { return true }
        let full = source.sourceSize ?? source.image.size
        let needed = ImageDecoder.scaledSize(of: full, scale: scale)
        return source.image.width >= needed.width && source.image.height >= needed.height
    }

    /// The largest DCT scale whose picture of `full` has at most `pixels` pixels.
    private static func largestScale(of full: PixelSize, within pixels: Int) -> Int? {
        (1...8).last { ImageDecoder.scaledSize(of: full, scale: $0).area <= pixels }
    }
}
