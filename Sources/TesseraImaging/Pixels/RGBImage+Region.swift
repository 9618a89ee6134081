extension RGBImage {
    /// The pixels of `region` (cut to the image) area-averaged to exactly `size`: a zoomed view's picture
    /// from a larger decode. Upscaling gives each output pixel the colour of the pixel it lies in (blending
    /// two where it straddles a boundary), so at 800 % every photo pixel shows as a block of 8 × 8. Black when none of `region` is in the image.
    public func resampled(region: PixelRect, to size: PixelSize) -> RGBImage {
        let target = PixelSize(width: max(size.width, 1), height: max(size.height, 1))
        guard let inside = region.clipped(to: self.size) else {
            return resampledRegion(x: 0, y: 0, width: 0, height: 0, to: target)
        }
        return resampledRegion(
            x: inside.x, y: inside.y, width: inside.width, height: inside.height, to: target)
    }
}
