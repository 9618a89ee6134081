import CImagingShims

/// Decodes one rectangle of a JPEG at a DCT scale, touching only what it must: libjpeg-turbo crops every
/// row to the rectangle's columns widened by an iMCU on each side (and moved down to an iMCU boundary:
/// `jpeg_crop_scanline`) and skips the rows above it (`jpeg_skip_scanlines`) without colour conversion
/// or upsampling; the rows below are never read. The result is the same pixels as that rectangle of a
/// whole decode at the scale.
enum JPEGRegionDecoder {
    /// Whether libjpeg reads every scan of `bytes` (and keeps the whole picture's coefficients) before its
    /// first row: a progressive file, or one stored a scan per component.
    static func readsWholePicture(_ bytes: [UInt8]) throws(ImageError) -> Bool {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> Bool in
            let decoder = try JPEGDecoder.makeDecoder(buffer)
            defer { tessera_jpeg_decoder_destroy(decoder) }
            _ = try JPEGDecoder.readHeader(decoder)
            return tessera_jpeg_coefficient_bytes(decoder) > 0
        }
    }

    /// The pixels of `region`, in the upright picture decoded at `scale`/8 (see
    /// ``ImageDecoder/decode(bytes:region:scale:limits:)``).
    static func decode(_ bytes: [UInt8], region: PixelRect, scale: Int, limits: DecodeLimits)
        throws(ImageError) -> DecodedImage
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> DecodedImage in
            let decoder = try JPEGDecoder.makeDecoder(buffer)
            defer { tessera_jpeg_decoder_destroy(decoder) }
            let (header, info) = try JPEGDecoder.readHeader(decoder)
            var width: UInt32 = 0
            var height: UInt32 = 0
            var components: Int32 = 0
            guard tessera_jpeg_configure(decoder, Int32(scale), &width, &height, &components) != 0 else {
                throw JPEGDecoder.error(of: decoder)
            }
            let scaled = PixelSize(width: Int(width), height: Int(height))
            guard let wanted = region.clipped(to: info.orientation.upright(scaled)) else {
                throw .regionOutsidePicture(region, size: info.orientation.upright(scaled))
            }
            let stored = info.orientation.storedRect(of: wanted, storedSize: scaled)
            guard limits.allows(stored.size) else { throw .overDecodeLimit(wanted.size, limits: limits) }
            // A progressive file's coefficients are kept for the whole picture, whatever is decoded.
            let full = PixelSize(width: Int(header.width), height: Int(header.height))
            guard header.progressive == 0 || limits.allows(full) else {
                throw .overDecodeLimit(info.size, limits: limits)
            }
            try JPEGDecoder.start(decoder, limits: limits)
            // Fancy upsampling treats a cropped row's ends as the picture's edges (no chroma sample beyond
            // them), so the columns decoded reach an iMCU (at most 4 × scale pixels) past the region on
            // both sides and are cut to it here: the region's pixels then equal a whole decode's.
            let margin = 4 * scale
            let left = max(stored.x - margin, 0)
            var cropX = UInt32(left)
            var cropWidth = UInt32(min(stored.x + stored.width + margin, scaled.width) - left)
            guard tessera_jpeg_crop(decoder, &cropX, &cropWidth) != 0,
                stored.y == 0 || tessera_jpeg_skip_rows(decoder, UInt32(stored.y)) != 0
            else { throw JPEGDecoder.error(of: decoder) }
            var rows = RegionRows(
                region: stored, decodedWidth: Int(cropWidth), firstColumn: stored.x - Int(cropX),
                components: Int(components), invertedCMYK: header.adobe_marker != 0)
            var damage = try rows.read(from: decoder)
            if damage == nil, let warning = tessera_jpeg_damage(decoder) {
                damage = ImageError(message: String(cString: warning)).reason
            }
            return DecodedImage(
                image: rows.image.uprighted(from: info.orientation), info: info, damage: damage)
        }
    }
}

/// The rows of a region as libjpeg hands them over (a wider span from an iMCU boundary), cut to the
/// region's columns and converted to RGB.
private struct RegionRows {
    let region: PixelRect
    let decodedWidth: Int
    /// Where the region's first column is in a decoded row.
    let firstColumn: Int
    let components: Int
    let invertedCMYK: Bool
    private var pixels: [UInt8]
    private var rowsDone = 0

    init(region: PixelRect, decodedWidth: Int, firstColumn: Int, components: Int, invertedCMYK: Bool) {
        self.region = region
        self.decodedWidth = decodedWidth
        self.firstColumn = firstColumn
        self.components = components
        self.invertedCMYK = invertedCMYK
        pixels = []
        pixels.reserveCapacity(region.size.area * 3)
    }

    /// The region's pixels as stored.
    var image: RGBImage { RGBImage(width: region.width, height: region.height, pixels: pixels) }

    /// Reads the region's rows; after an error part-way, returns its message (as damage) and fills the
    /// rest grey, as libjpeg fills data missing from a truncated file. Throws when not one row decoded.
    mutating func read(from decoder: OpaquePointer) throws(ImageError) -> String? {
        var row = [UInt8](repeating: 0, count: decodedWidth * components)
        var rgb = [UInt8](repeating: 0, count: region.width * 3)
        let converter = CMYKConverter(inverted: invertedCMYK)
        while rowsDone < region.height {
            let read = row.withUnsafeMutableBufferPointer { tessera_jpeg_read_row(decoder, $0.baseAddress) }
            guard read != 0 else {
                guard rowsDone > 0 else { throw JPEGDecoder.error(of: decoder) }
                let missing = (region.height - rowsDone) * region.width * 3
                pixels.append(contentsOf: repeatElement(128, count: missing))
                return ImageError(message: String(cString: tessera_jpeg_error(decoder))).reason
            }
            let start = firstColumn * components
            let span = row[start..<(start + region.width * components)]
            if components == 4 {
                converter.convert(Array(span), into: &rgb)
                pixels.append(contentsOf: rgb)
            } else {
                pixels.append(contentsOf: span)
            }
            rowsDone += 1
        }
        return nil
    }
}
