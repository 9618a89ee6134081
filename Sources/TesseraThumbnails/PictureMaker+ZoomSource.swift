import SystemPackage
import TesseraImaging

extension PictureMaker {
    /// The fitted picture of a large JPEG made from a whole decode at a DCT scale, and that decode, kept
    /// for zooming (``ZoomSourceRule/scaleBesideFit(full:fitted:)``); `nil` for any other photo, which
    /// is fitted as before. The first zoom steps are then cut from memory instead of reading the file
    /// again (libjpeg must entropy-decode every row above a region's bottom, whatever its scale).
    func makeFitWithZoomSource(of file: FilePath, box: PixelSize) -> (fit: Picture, source: Picture)? {
        guard ImageFormat(fileExtensionOf: file) == nil,
            let info = try? ImageDecoder.info(of: file, limits: limits), info.format == .jpeg
        else { return nil }
        let fitted =
            info.size.width <= box.width && info.size.height <= box.height
            ? info.size : info.size.fitting(in: box)
        guard let scale = ZoomSourceRule.scaleBesideFit(full: info.size, fitted: fitted),
            var source = try? makeScaledJPEG(of: file, size: info.size, scale: scale)
        else { return nil }
        source.servesEveryZoomScale = false
        let fit = Picture(
            image: source.image.resampled(to: fitted), sourceSize: source.sourceSize, damage: source.damage)
        return (fit, source)
    }

    /// A JPEG of `size` upright pixels decoded whole at `scale`/8.
    func makeScaledJPEG(of file: FilePath, size: PixelSize, scale: Int) throws(ImageError) -> Picture {
        let scaled = ImageDecoder.scaledSize(of: size, scale: scale)
        let decoded = try ImageDecoder.decode(
            file: file, region: PixelRect(x: 0, y: 0, width: scaled.width, height: scaled.height),
            scale: scale, limits: limits)
        return Picture(image: decoded.image, sourceSize: decoded.info.size, damage: decoded.damage)
    }
}
