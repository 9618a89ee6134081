import SystemPackage

extension ImageDecoder {
    /// The size of a picture of `size` decoded at `scale`/8, as ``decode(bytes:region:scale:limits:)``
    /// counts its regions in: each side `ceil(side × scale / 8)` (libjpeg's DCT-scaled size), `scale`
    /// clamped to 1...8.
    public static func scaledSize(of size: PixelSize, scale: Int) -> PixelSize {
        JPEGDecoder.scaled(size, by: min(max(scale, 1), 8))
    }

    /// Decodes only `region` of the picture scaled to `scale`/8 of its size: `region` is in the upright
    /// pixels of that scaled picture (``scaledSize(of:scale:)`` of ``ImageInfo/size``), and the result is
    /// exactly that rectangle of the whole scaled picture, cut to the picture where it overhangs it.
    ///
    /// For a zoomed view: a JPEG decodes just the rectangle's columns (from the iMCU boundary left of
    /// them) and skips the rows above it, at the DCT scale asked for, so a 50-megapixel photo's screenful
    /// costs a fraction of a full decode. Other formats decode whole (within `limits`), are area-averaged
    /// to the scaled size when `scale` is below 8, and cropped. `limits` bound the region's pixels, and for a
    /// progressive JPEG (whose coefficients libjpeg keeps for the whole picture) the full size too. A pure
    /// function of its arguments: run it off the main thread.
    ///
    /// Throws ``ImageError/regionOutsidePicture(_:size:)`` when no pixel of `region` is in the picture.
    public static func decode(
        bytes: [UInt8], region: PixelRect, scale: Int, limits: DecodeLimits = .standard
    ) throws(ImageError) -> DecodedImage {
        guard !bytes.isEmpty else { throw .emptyFile }
        guard let format = ImageFormat(magic: bytes) else { throw .notAnImage }
        let scale = min(max(scale, 1), 8)
        if format == .jpeg {
            return try JPEGRegionDecoder.decode(bytes, region: region, scale: scale, limits: limits)
        }
        var decoded = try decode(bytes: bytes, limits: limits)
        let scaled = scaledSize(of: decoded.image.size, scale: scale)
        guard let wanted = region.clipped(to: scaled) else {
            throw .regionOutsidePicture(region, size: scaled)
        }
        let picture = scale == 8 ? decoded.image : decoded.image.resampled(to: scaled)
        decoded.image = picture.cropped(to: wanted)
        return decoded
    }

    /// Decodes only `region` of the file's picture at `scale`/8; see
    /// ``decode(bytes:region:scale:limits:)``.
    ///
    /// A video (its poster) or a camera RAW file (its preview), known by the file's name, and an AVIF
    /// sequence without a still picture are decoded straight to the scaled size (libswscale scales a video
    /// frame while converting it; a JPEG preview decodes DCT-scaled), then cropped.
    public static func decode(
        file: FilePath, region: PixelRect, scale: Int, limits: DecodeLimits = .standard
    ) throws(ImageError) -> DecodedImage {
        if ImageFormat(fileExtensionOf: file) != nil {
            return try decodeScaledThenCropped(file: file, region: region, scale: scale, limits: limits)
        }
        let bytes = try FileReader.read(file, limits: limits).bytes
        if AVIFSequence.lacksStillPicture(bytes) {
            return try decodeScaledThenCropped(file: file, region: region, scale: scale, limits: limits)
        }
        return try decode(bytes: bytes, region: region, scale: scale, limits: limits)
    }

    /// Whether ``decode(file:region:scale:limits:)`` reads the whole picture of `file` whatever the region:
    /// `false` only for a JPEG stored in one scan (baseline), whose rows below a region are never read
    /// and whose columns beside it are never transformed. A progressive JPEG (or one stored a scan per
    /// component) is read whole before its first row, and every other format decodes whole: a zoomed
    /// view of those is better cut from one kept decode. Reads the header only; throws as decoding would
    /// for an empty file or one that is no image.
    public static func decodesRegionsWhole(file: FilePath, limits: DecodeLimits = .standard)
        throws(ImageError)
        -> Bool
    {
        if ImageFormat(fileExtensionOf: file) != nil { return true }
        let (head, isWhole) = try FileReader.read(file, prefix: headerPrefixBytes, limits: limits)
        guard !head.isEmpty else { throw .emptyFile }
        guard let format = ImageFormat(magic: head) else { throw .notAnImage }
        guard format == .jpeg else { return true }
        do {
            return try JPEGRegionDecoder.readsWholePicture(head)
        } catch {
            guard !isWhole else { throw error }
            return try JPEGRegionDecoder.readsWholePicture(FileReader.read(file, limits: limits).bytes)
        }
    }

    /// The picture of `file` decoded at its size scaled to `scale`/8 (no larger than that size, resampled
    /// to it exactly if a decoder rounds), then cut to `region`.
    private static func decodeScaledThenCropped(
        file: FilePath, region: PixelRect, scale: Int, limits: DecodeLimits
    ) throws(ImageError) -> DecodedImage {
        let scaled = scaledSize(of: try info(of: file, limits: limits).size, scale: min(max(scale, 1), 8))
        guard let wanted = region.clipped(to: scaled) else {
            throw .regionOutsidePicture(region, size: scaled)
        }
        var decoded = try decode(
            file: file,
            request: DecodeRequest(
                size: .fitting(scaled), background: (0, 0, 0), limits: limits, detail: .viewer))
        let picture = decoded.image.size == scaled ? decoded.image : decoded.image.resampled(to: scaled)
        decoded.image = picture.cropped(to: wanted)
        return decoded
    }
}
