import CImagingShims

/// Decodes JPEG through libjpeg-turbo (via the setjmp shims): every colour space it reads, DCT scaling to
/// the smallest scale that keeps the request's ``DecodeDetail``, scanlines streamed into the area averager,
/// EXIF orientation applied to the result.
enum JPEGDecoder {
    /// The size and orientation from the header.
    ///
    /// `knownExif` is an EXIF block already parsed (``JPEGExif``): when libjpeg finds the same block, the
    /// orientation is taken from it rather than parsed again.
    static func info(_ bytes: [UInt8], knownExif: JPEGExif? = nil) throws(ImageError) -> ImageInfo {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> ImageInfo in
            let decoder = try makeDecoder(buffer, headerOnly: true)
            defer { tessera_jpeg_decoder_destroy(decoder) }
            return try readHeader(decoder, knownExif: knownExif).info
        }
    }

    /// Decodes the picture as `request` asks.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> DecodedImage in
            let decoder = try makeDecoder(buffer)
            defer { tessera_jpeg_decoder_destroy(decoder) }
            var (header, info) = try readHeader(decoder)
            if request.ignoresExifOrientation {
                info = ImageInfo(format: .jpeg, size: info.orientation.upright(info.size))
            }
            let stored = PixelSize(width: Int(header.width), height: Int(header.height))
            let target = info.orientation.upright(request.outputSize(for: info.size))
            var width: UInt32 = 0
            var height: UInt32 = 0
            var components: Int32 = 0
            let scale = dctScale(for: stored, target: target, detail: request.detail, limits: request.limits)
            guard tessera_jpeg_configure(decoder, Int32(scale), &width, &height, &components) != 0 else {
                throw error(of: decoder)
            }
            let scaled = PixelSize(width: Int(width), height: Int(height))
            try request.checkLimit(info.orientation.upright(scaled))
            try start(decoder, limits: request.limits)
            var averager = AreaAverager(from: scaled, to: target)
            var damage = try readRows(
                decoder, into: &averager, components: Int(components), invertedCMYK: header.adobe_marker != 0,
                cancellation: request.cancellation)
            if damage == nil, let warning = tessera_jpeg_damage(decoder) {
                damage = ImageError(message: String(cString: warning)).reason
            }
            return DecodedImage(
                image: averager.image.uprighted(from: info.orientation), info: info, damage: damage)
        }
    }

    /// The DCT scale `n` (for n/8) to decode a JPEG of `size` at for a result of `target` (both as stored):
    /// 8 for a source of at most `detail.fullDecodeMaxPixels`, else the smallest scale at least
    /// `detail.oversampling` times `target` on each side (rounded up to 1, 2, 4 or 8 with
    /// `detail.acceleratedScalesOnly`); lowered (never below just covering `target`) while the scaled size
    /// is over `limits`, so a tight limit costs detail before it refuses a file.
    static func dctScale(
        for size: PixelSize, target: PixelSize, detail: DecodeDetail, limits: DecodeLimits
    ) -> Int {
        let covering = dctScale(for: size, covering: target)
        let oversampled = PixelSize(
            width: target.width * detail.oversampling, height: target.height * detail.oversampling)
        var scale = size.area <= detail.fullDecodeMaxPixels ? 8 : dctScale(for: size, covering: oversampled)
        if detail.acceleratedScalesOnly { scale = acceleratedScales.first { $0 >= scale } ?? 8 }
        while scale > covering && !limits.allows(scaled(size, by: scale)) { scale -= 1 }
        return scale
    }

    /// The DCT scales (n/8) whose inverse DCT libjpeg-turbo runs in SIMD.
    static let acceleratedScales = [1, 2, 4, 8]

    /// The size libjpeg gives `size` at the DCT scale n/8: each side `ceil(side × n / 8)`.
    static func scaled(_ size: PixelSize, by scale: Int) -> PixelSize {
        PixelSize(width: (size.width * scale + 7) / 8, height: (size.height * scale + 7) / 8)
    }

    /// The smallest `n` in 1...8 whose n/8 DCT scaling of `size` still covers `target`
    /// (libjpeg's scaled size is `ceil(size × n / 8)`).
    static func dctScale(for size: PixelSize, covering target: PixelSize) -> Int {
        (1...8).first { n in
            (size.width * n + 7) / 8 >= target.width && (size.height * n + 7) / 8 >= target.height
        } ?? 8
    }

    /// Streams every output row into `averager`; after an error part-way, the message (as damage) and
    /// grey rows for the rest, as libjpeg itself fills data missing from a truncated file. Throws when
    /// not one row decoded, or when `cancellation` is raised (looked at every few rows).
    private static func readRows(
        _ decoder: OpaquePointer, into averager: inout AreaAverager, components: Int, invertedCMYK: Bool,
        cancellation: DecodeCancellation?
    ) throws(ImageError) -> String? {
        let width = averager.source.width
        var row = [UInt8](repeating: 0, count: width * components)
        var rgb = [UInt8](repeating: 0, count: components == 4 ? width * 3 : 0)
        var rowsRead = 0
        while !averager.isComplete {
            if rowsRead % DecodeCancellation.rowsPerCheck == 0 { try cancellation?.check() }
            let read = row.withUnsafeMutableBufferPointer { tessera_jpeg_read_row(decoder, $0.baseAddress) }
            guard read != 0 else {
                guard rowsRead > 0 else { throw error(of: decoder) }
                let grey = [UInt8](repeating: 128, count: width * 3)
                while !averager.isComplete { averager.add(row: grey) }
                return ImageError(message: String(cString: tessera_jpeg_error(decoder))).reason
            }
            rowsRead += 1
            if components == 4 {
                CMYKConverter(inverted: invertedCMYK).convert(row, into: &rgb)
                averager.add(row: rgb)
            } else {
                averager.add(row: row)
            }
        }
        return nil
    }

    /// A decoder of `buffer`, or of its part before a marker segment that the data ends in; with
    /// `headerOnly`, for a decoder that reads no more than the header.
    static func makeDecoder(_ buffer: UnsafeBufferPointer<UInt8>, headerOnly: Bool = false) throws(ImageError)
        -> OpaquePointer
    {
        let length = JPEGTruncation.usableLength(of: buffer, headerOnly: headerOnly)
        guard let decoder = tessera_jpeg_decoder_create(buffer.baseAddress, length) else {
            throw ImageError(reason: "out of memory")
        }
        return decoder
    }

    static func readHeader(_ decoder: OpaquePointer, knownExif: JPEGExif? = nil) throws(ImageError) -> (
        header: tessera_jpeg_header, info: ImageInfo
    ) {
        var header = tessera_jpeg_header()
        guard tessera_jpeg_read_header(decoder, &header) != 0 else { throw error(of: decoder) }
        var orientation = ExifOrientation.up
        if let exif = header.exif {
            let block = UnsafeBufferPointer(start: exif, count: header.exif_length)
            if let knownExif, let known = knownExif.orientation(ifSameAs: block) {
                orientation = known ?? .up
            } else {
                orientation = PhotoMetadata(exif: Array(block)).orientation ?? .up
            }
        }
        let stored = PixelSize(width: Int(header.width), height: Int(header.height))
        return (header, ImageInfo(format: .jpeg, size: orientation.upright(stored), orientation: orientation))
    }

    /// Starts decompression once the whole-picture coefficient buffer the header implies fits
    /// `limits.maxDecoderBytes`, with libjpeg's memory manager capped at the same bytes.
    static func start(_ decoder: OpaquePointer, limits: DecodeLimits) throws(ImageError) {
        let coefficients = Int(clamping: tessera_jpeg_coefficient_bytes(decoder))
        guard limits.allowsDecoderBytes(coefficients) else {
            throw .overMemoryLimit(coefficients, limits: limits)
        }
        tessera_jpeg_limit_memory(decoder, limits.maxDecoderBytes)
        guard tessera_jpeg_start(decoder) != 0 else {
            guard tessera_jpeg_over_memory_limit(decoder) == 0 else {
                throw .overMemoryLimit(nil, limits: limits)
            }
            throw error(of: decoder)
        }
    }

    static func error(of decoder: OpaquePointer) -> ImageError {
        ImageError(message: String(cString: tessera_jpeg_error(decoder)))
    }
}
