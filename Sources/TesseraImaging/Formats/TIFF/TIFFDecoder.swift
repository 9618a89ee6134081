import CTIFF

/// Decodes the first page of a TIFF: 8-bit RGB and grey strips straight to the size asked for
/// (``TIFFStripReader``), anything else through libtiff's RGBA interface, which reads every photometric
/// interpretation and compression libtiff knows (RGB, grey, palette, CMYK, YCbCr; 1–16 bits; LZW,
/// Deflate, JPEG, PackBits, …). The raster comes in stored order (`req_orientation` set to the file's own
/// Orientation), then the orientation is applied here, as for JPEG. Decoded whole, then the area averager.
enum TIFFDecoder {
    /// The upright size and orientation from the first directory.
    static func info(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> ImageInfo {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> ImageInfo in
            let file = try TIFFMemoryFile(buffer, maxAllocation: maxAllocation(limits))
            return header(file.tiff)
        }
    }

    /// Decodes the first page as `request` asks; the limit counts the full stored size, checked from the
    /// directory before the raster is allocated.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> DecodedImage in
            let file = try TIFFMemoryFile(buffer, maxAllocation: maxAllocation(request.limits))
            let info = header(file.tiff)
            let stored = info.orientation.upright(info.size)
            try request.checkLimit(stored)
            let target = info.orientation.upright(request.outputSize(for: info.size))
            if let image = try TIFFStripReader.read(file, stored: stored, target: target) {
                return DecodedImage(image: image.uprighted(from: info.orientation), info: info)
            }
            var message = [CChar](repeating: 0, count: 1024)
            guard TIFFRGBAImageOK(file.tiff, &message) != 0 else {
                throw ImageError(
                    message: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
            }
            var image = TIFFRGBAImage()
            guard TIFFRGBAImageBegin(&image, file.tiff, 1, &message) != 0 else {
                throw ImageError(
                    message: message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
            }
            defer { TIFFRGBAImageEnd(&image) }
            image.req_orientation = image.orientation
            var raster = [UInt32](repeating: 0, count: stored.area)
            let read = TIFFRGBAImageGet(&image, &raster, UInt32(stored.width), UInt32(stored.height))
            guard read != 0 else { throw file.error }
            if image.alpha != 0 { unpremultiply(&raster) }
            let resampled = raster.withUnsafeBytes { bytes in
                // Each value is A<<24 | B<<16 | G<<8 | R: R, G, B, A in memory on a little-endian machine.
                InterleavedPixels(
                    base: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), size: stored,
                    stride: stored.width * 4, channels: 4
                ).image(resampledTo: target, background: request.background)
            }
            return DecodedImage(image: resampled.uprighted(from: info.orientation), info: info)
        }
    }

    /// The upright size and the Orientation tag (1 when absent or out of range).
    private static func header(_ tiff: OpaquePointer) -> ImageInfo {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var orientation: UInt16 = 1
        _ = tessera_tiff_get_uint32(tiff, UInt32(TIFFTAG_IMAGEWIDTH), &width)
        _ = tessera_tiff_get_uint32(tiff, UInt32(TIFFTAG_IMAGELENGTH), &height)
        _ = tessera_tiff_get_uint16(tiff, UInt32(TIFFTAG_ORIENTATION), &orientation)
        let exif = ExifOrientation(rawValue: Int(orientation)) ?? .up
        return ImageInfo(
            format: .tiff, size: exif.upright(PixelSize(width: Int(width), height: Int(height))),
            orientation: exif)
    }

    /// libtiff's RGBA raster has associated (premultiplied) alpha; the compositor wants it straight.
    private static func unpremultiply(_ raster: inout [UInt32]) {
        for index in raster.indices {
            let value = raster[index]
            let alpha = value >> 24
            guard alpha != 0, alpha != 255 else { continue }
            func channel(_ shift: UInt32) -> UInt32 {
                min(255, ((value >> shift & 0xFF) * 255 + alpha / 2) / alpha)
            }
            raster[index] = alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
    }

    /// No single libtiff allocation may exceed what the full-size raster of the largest allowed picture needs.
    private static func maxAllocation(_ limits: DecodeLimits) -> Int {
        max(limits.maxPixels, 1 << 16).multipliedReportingOverflow(by: 4).partialValue
    }
}
