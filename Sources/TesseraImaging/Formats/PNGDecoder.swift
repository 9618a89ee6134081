import CImagingShims

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decodes PNG through libpng (via the setjmp shims): every colour type and bit depth, converted to 8-bit
/// RGB(A); rows of a non-interlaced file are streamed into the area averager, an Adam7 file is decoded
/// whole; alpha is composited over the background; text chunks are returned.
enum PNGDecoder {
    /// The size from the IHDR chunk.
    static func info(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> ImageInfo {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> ImageInfo in
            let decoder = try makeDecoder(buffer, limits: limits)
            defer { tessera_png_decoder_destroy(decoder) }
            return ImageInfo(format: .png, size: try readHeader(decoder).size)
        }
    }

    /// Decodes the picture as `request` asks.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> DecodedImage in
            let decoder = try makeDecoder(buffer, limits: request.limits)
            defer { tessera_png_decoder_destroy(decoder) }
            let (size, interlaced) = try readHeader(decoder)
            try request.checkLimit(size)
            var components: Int32 = 0
            var passes: Int32 = 0
            guard tessera_png_start(decoder, &components, &passes) != 0 else { throw error(of: decoder) }
            // An Adam7 file is decoded whole before a row can be averaged (its size is within the pixel
            // limit already, so this cannot overflow).
            let fullRows = size.area * Int(components)
            guard !interlaced || request.limits.allowsDecoderBytes(fullRows) else {
                throw .overMemoryLimit(fullRows, limits: request.limits)
            }
            var rows = RowSink(
                components: Int(components), compositor: AlphaCompositor(background: request.background),
                averager: AreaAverager(from: size, to: request.outputSize(for: size)))
            var damage: String?
            if interlaced {
                try readInterlaced(decoder, passes: Int(passes), into: &rows, request: request)
            } else {
                damage = try readRows(decoder, into: &rows, request: request)
            }
            if damage == nil, tessera_png_read_end(decoder) == 0 {
                damage = error(of: decoder).reason
            }
            let info = ImageInfo(format: .png, size: size)
            return DecodedImage(
                image: rows.averager.image, info: info, damage: damage, text: text(of: decoder))
        }
    }

    /// Streams the rows; after an error part-way, returns its message and fills the rest with background.
    /// Throws when not one row decoded, or when the request's cancellation is raised (looked at every few
    /// rows).
    private static func readRows(_ decoder: OpaquePointer, into rows: inout RowSink, request: DecodeRequest)
        throws(ImageError) -> String?
    {
        var row = [UInt8](repeating: 0, count: rows.averager.source.width * rows.components)
        var rowsRead = 0
        while !rows.averager.isComplete {
            if rowsRead % DecodeCancellation.rowsPerCheck == 0 { try request.checkCancellation() }
            let read = row.withUnsafeMutableBufferPointer { tessera_png_read_row(decoder, $0.baseAddress) }
            guard read != 0 else {
                guard rowsRead > 0 else { throw error(of: decoder) }
                let background = rows.compositor.row(width: rows.averager.source.width)
                while !rows.averager.isComplete { rows.averager.add(row: background) }
                return error(of: decoder).reason
            }
            rows.add(row)
            rowsRead += 1
        }
        return nil
    }

    /// Decodes every pass into one full-size buffer (checked against the limits already), then streams it;
    /// stops between passes when the request's cancellation is raised.
    private static func readInterlaced(
        _ decoder: OpaquePointer, passes: Int, into rows: inout RowSink, request: DecodeRequest
    ) throws(ImageError) {
        let stride = rows.averager.source.width * rows.components
        let height = rows.averager.source.height
        var image = [UInt8](repeating: 0, count: stride * height)
        for _ in 0..<passes {
            try request.checkCancellation()
            let complete = image.withUnsafeMutableBufferPointer { image in
                for y in 0..<height where tessera_png_read_row(decoder, image.baseAddress! + y * stride) == 0 {
                    return false
                }
                return true
            }
            guard complete else { throw error(of: decoder) }
        }
        for y in 0..<height { rows.add(image[(y * stride)..<((y + 1) * stride)]) }
    }

    private static func makeDecoder(_ buffer: UnsafeBufferPointer<UInt8>, limits: DecodeLimits)
        throws(ImageError) -> OpaquePointer
    {
        let maxDimension = UInt32(min(max(limits.maxPixels, 1), Int(Int32.max)))
        guard let decoder = tessera_png_decoder_create(buffer.baseAddress, buffer.count, maxDimension) else {
            throw ImageError(reason: "out of memory")
        }
        return decoder
    }

    private static func readHeader(_ decoder: OpaquePointer) throws(ImageError) -> (
        size: PixelSize, interlaced: Bool
    ) {
        var header = tessera_png_header()
        guard tessera_png_read_header(decoder, &header) != 0 else { throw error(of: decoder) }
        return (PixelSize(width: Int(header.width), height: Int(header.height)), header.interlaced != 0)
    }

    /// The text chunks read: keys are Latin-1, values Latin-1 (tEXt, zTXt) or UTF-8 (iTXt).
    private static func text(of decoder: OpaquePointer) -> [String: String] {
        var text = [String: String]()
        for index in 0..<tessera_png_text_count(decoder) {
            var key: UnsafePointer<CChar>?
            var value: UnsafePointer<CChar>?
            var length = 0
            var utf8: Int32 = 0
            tessera_png_text(decoder, index, &key, &value, &length, &utf8)
            guard let key, let value else { continue }
            let bytes = UnsafeRawBufferPointer(start: value, count: length)
            text[latin1(UnsafeRawBufferPointer(start: key, count: strlen(key)))] =
                utf8 != 0 ? String(decoding: bytes, as: UTF8.self) : latin1(bytes)
        }
        return text
    }

    private static func latin1(_ bytes: UnsafeRawBufferPointer) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    private static func error(of decoder: OpaquePointer) -> ImageError {
        ImageError(message: String(cString: tessera_png_error(decoder)))
    }
}

/// Takes decoded PNG rows (RGB, or RGBA to composite) into the averager.
private struct RowSink {
    let components: Int
    let compositor: AlphaCompositor
    var averager: AreaAverager
    private var rgb: [UInt8]

    init(components: Int, compositor: AlphaCompositor, averager: AreaAverager) {
        self.components = components
        self.compositor = compositor
        self.averager = averager
        rgb = [UInt8](repeating: 0, count: components == 4 ? averager.source.width * 3 : 0)
    }

    mutating func add(_ row: some RandomAccessCollection<UInt8>) {
        row.withContiguousStorageIfAvailable { row in
            if components == 4 {
                rgb.withUnsafeMutableBufferPointer { compositor.composite(row, into: $0) }
                averager.add(row: rgb)
            } else {
                averager.add(row: row)
            }
        }
    }
}
