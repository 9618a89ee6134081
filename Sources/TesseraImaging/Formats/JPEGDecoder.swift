import CImagingShims

/// Decodes JPEG through libjpeg-turbo (via the setjmp shims): every colour space it reads, DCT scaling to
/// the smallest scale that still covers the request, scanlines streamed into the area averager, EXIF
/// orientation applied to the result.
enum JPEGDecoder {
    /// The size and orientation from the header.
    static func info(_ bytes: [UInt8]) throws(ImageError) -> ImageInfo {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> ImageInfo in
            let decoder = try makeDecoder(buffer)
            defer { tessera_jpeg_decoder_destroy(decoder) }
            return try readHeader(decoder).info
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
            let scale = dctScale(for: stored, covering: target)
            guard tessera_jpeg_configure(decoder, Int32(scale), &width, &height, &components) != 0 else {
                throw error(of: decoder)
            }
            let scaled = PixelSize(width: Int(width), height: Int(height))
            try request.checkLimit(info.orientation.upright(scaled))
            guard tessera_jpeg_start(decoder) != 0 else { throw error(of: decoder) }
            var averager = AreaAverager(from: scaled, to: target)
            var damage = try readRows(
                decoder, into: &averager, components: Int(components), invertedCMYK: header.adobe_marker != 0)
            if damage == nil, let warning = tessera_jpeg_damage(decoder) {
                damage = ImageError(message: String(cString: warning)).reason
            }
            return DecodedImage(
                image: averager.image.uprighted(from: info.orientation), info: info, damage: damage)
        }
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
    /// not one row decoded.
    private static func readRows(
        _ decoder: OpaquePointer, into averager: inout AreaAverager, components: Int, invertedCMYK: Bool
    ) throws(ImageError) -> String? {
        let width = averager.source.width
        var row = [UInt8](repeating: 0, count: width * components)
        var rgb = [UInt8](repeating: 0, count: components == 4 ? width * 3 : 0)
        var rowsRead = 0
        while !averager.isComplete {
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

    /// A decoder of `buffer`, or of its part before a marker segment that the data ends in.
    private static func makeDecoder(_ buffer: UnsafeBufferPointer<UInt8>) throws(ImageError) -> OpaquePointer
    {
        let length = JPEGTruncation.usableLength(of: buffer)
        guard let decoder = tessera_jpeg_decoder_create(buffer.baseAddress, length) else {
            throw ImageError(reason: "out of memory")
        }
        return decoder
    }

    private static func readHeader(_ decoder: OpaquePointer) throws(ImageError) -> (
        header: tessera_jpeg_header, info: ImageInfo
    ) {
        var header = tessera_jpeg_header()
        guard tessera_jpeg_read_header(decoder, &header) != 0 else { throw error(of: decoder) }
        var orientation = ExifOrientation.up
        if let exif = header.exif {
            orientation = ExifParser.orientation(
                in: UnsafeBufferPointer(start: exif, count: header.exif_length))
        }
        let stored = PixelSize(width: Int(header.width), height: Int(header.height))
        return (header, ImageInfo(format: .jpeg, size: orientation.upright(stored), orientation: orientation))
    }

    private static func error(of decoder: OpaquePointer) -> ImageError {
        ImageError(message: String(cString: tessera_jpeg_error(decoder)))
    }
}
