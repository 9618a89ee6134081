import SystemPackage
import TesseraImaging

extension PictureMaker {
    /// The picture of a ``PictureSize/region(_:scale:size:)`` request: cut from `zoomSource` (the photo's
    /// kept whole decode, when the pipeline had one in memory) when it serves the region's scale
    /// (``ZoomSourceRule``); else a baseline JPEG decodes just the rectangle at its DCT scale, and any
    /// other photo makes its bounded whole decode, cuts the region from it and hands it back for the
    /// pipeline to keep.
    func makeRegion(
        of file: FilePath, region: PixelRect, scale: Int, size: PixelSize, zoomSource: Picture?
    ) throws(ImageError) -> (picture: Picture, newZoomSource: Picture?) {
        if let zoomSource, ZoomSourceRule.serves(zoomSource, scale: scale) {
            return (Self.cut(region, scale: scale, size: size, from: zoomSource), nil)
        }
        let info = try ImageDecoder.info(of: file, limits: limits)
        let source: Picture
        if info.format == .jpeg {
            guard try ImageDecoder.decodesRegionsWhole(file: file, limits: limits) else {
                let decoded = try ImageDecoder.decode(
                    file: file, region: region, scale: scale, limits: limits)
                let image = decoded.image.resampled(to: size)
                return (Picture(image: image, sourceSize: decoded.info.size, damage: decoded.damage), nil)
            }
            source = try makeScaledJPEG(
                of: file, size: info.size, scale: ZoomSourceRule.boundedScale(of: info.size))
        } else {
            source = try makeZoomSource(of: file, size: info.size)
        }
        return (Self.cut(region, scale: scale, size: size, from: source), source)
    }

    /// The whole photo for zooming into a format without region decoding: full size up to
    /// ``PictureSize/zoomSourceMaxPixels``, larger photos fitted into that many pixels.
    func makeZoomSource(of file: FilePath, size full: PixelSize) throws(ImageError) -> Picture {
        let decoded = try ImageDecoder.decode(
            file: file, fitting: Self.zoomSourceBox(for: full), background: background, limits: limits,
            detail: .viewer)
        return Picture(image: decoded.image, sourceSize: decoded.info.size, damage: decoded.damage)
    }

    /// The box a photo of `full` pixels is fitted into for ``makeZoomSource(of:size:)``.
    static func zoomSourceBox(for full: PixelSize) -> PixelSize {
        let limit = Double(PictureSize.zoomSourceMaxPixels)
        guard Double(full.area) > limit else { return full }
        let shrink = (limit / Double(full.area)).squareRoot()
        return PixelSize(
            width: max(Int(Double(full.width) * shrink), 1), height: max(Int(Double(full.height) * shrink), 1)
        )
    }

    /// `region` (in the photo's pixels at `scale`/8) cut from a bounded whole decode and resampled to
    /// `size`: the rectangle is mapped onto the decode's pixels, widened to whole ones.
    static func cut(_ region: PixelRect, scale: Int, size: PixelSize, from source: Picture) -> Picture {
        let decoded = source.image.size
        let full = source.sourceSize ?? decoded
        let scaled = ImageDecoder.scaledSize(of: full, scale: scale)
        let left = region.x * decoded.width / max(scaled.width, 1)
        let top = region.y * decoded.height / max(scaled.height, 1)
        let right = ((region.x + region.width) * decoded.width + scaled.width - 1) / max(scaled.width, 1)
        let bottom = ((region.y + region.height) * decoded.height + scaled.height - 1) / max(scaled.height, 1)
        let rect = PixelRect(x: left, y: top, width: max(right - left, 1), height: max(bottom - top, 1))
        var picture = source
        picture.image = source.image.resampled(region: rect, to: size)
        return picture
    }
}
