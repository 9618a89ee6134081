extension RGBImage {
    /// Area-average (box filter) resample to exactly `size` (sides below 1 count as 1).
    ///
    /// Downscaling averages every covered source pixel, partly covered ones weighted by the covered
    /// fraction; upscaling gives each output pixel the colour of the source pixel it lies in, blending
    /// the two where it straddles a boundary. An empty image gives black.
    public func resampled(to size: PixelSize) -> RGBImage {
        resampledRegion(x: 0, y: 0, width: width, height: height, to: size)
    }

    /// Scale so the image covers `size` (aspect kept), then crop the centre to exactly `size`.
    ///
    /// The crop is taken from the source (the centred region with `size`'s aspect) and resampled once.
    public func croppedToFill(_ size: PixelSize) -> RGBImage {
        let target = PixelSize(width: max(size.width, 1), height: max(size.height, 1))
        guard width > 0, height > 0 else { return resampled(to: target) }
        var cropWidth = width
        var cropHeight = height
        if width * target.height > height * target.width {
            cropWidth = max(1, (height * target.width + target.height / 2) / target.height)
        } else {
            cropHeight = max(1, (width * target.height + target.width / 2) / target.width)
        }
        return resampledRegion(
            x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight,
            to: target)
    }

    /// The largest size with the image's aspect that fits inside `size` (at least 1×1); it may be larger
    /// than the image. Sides below 1 count as 1, for the image and for `size`.
    public func fittingSize(in size: PixelSize) -> PixelSize {
        self.size.fitting(in: size)
    }

    func resampledRegion(
        x: Int, y: Int, width regionWidth: Int, height regionHeight: Int, to size: PixelSize
    )
        -> RGBImage
    {
        var averager = AreaAverager(
            from: PixelSize(width: regionWidth, height: regionHeight), to: size)
        guard regionWidth > 0, regionHeight > 0 else { return averager.image }
        completePixels.withUnsafeBufferPointer { pixels in
            for row in y..<(y + regionHeight) {
                let start = (row * width + x) * 3
                averager.add(row: UnsafeBufferPointer(rebasing: pixels[start..<(start + regionWidth * 3)]))
            }
        }
        return averager.image
    }
}
