import CLibRaw

/// Shows a camera RAW file by the embedded preview libraw picks (libraw 0.20 exposes one, its largest): a
/// JPEG decoded by ``JPEGDecoder`` without its own EXIF orientation, or an 8- or 16-bit bitmap (a 16-bit one
/// read by ``CameraRawBitmap16Preview``, since libraw 0.20 re-renders it), turned
/// upright by the RAW's own `flip`. A RAW without a usable preview is refused with the reason.
enum CameraRawDecoder {
    /// The upright size of the preview.
    static func info(_ bytes: [UInt8]) throws(ImageError) -> ImageInfo {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> ImageInfo in
            let file = try CameraRawFile(UnsafeRawBufferPointer(buffer))
            let thumbnail = file.data.pointee.thumbnail
            let stored = PixelSize(width: Int(thumbnail.twidth), height: Int(thumbnail.theight))
            // The format is known only after unpacking; the size and length from opening.
            guard thumbnail.tlength > 0, stored.area > 0 else {
                throw CameraRawFile.error(LIBRAW_NO_THUMBNAIL.rawValue)
            }
            return ImageInfo(
                format: .cameraRaw, size: file.orientation.upright(stored), orientation: file.orientation)
        }
    }

    /// The make and model of the camera.
    static func metadata(_ bytes: [UInt8]) throws(ImageError) -> CameraRawMetadata {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> CameraRawMetadata in
            try CameraRawFile(UnsafeRawBufferPointer(buffer)).metadata
        }
    }

    /// The preview as `request` asks.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> DecodedImage in
            let file = try CameraRawFile(UnsafeRawBufferPointer(buffer))
            let thumbnail = file.data.pointee.thumbnail
            let stated = PixelSize(width: Int(thumbnail.twidth), height: Int(thumbnail.theight))
            if thumbnail.tformat != LIBRAW_THUMBNAIL_JPEG { try request.checkLimit(stated) }
            let orientation = file.orientation
            if let stored = try CameraRawBitmap16Preview.read(bytes, size: stated, request: request) {
                let target = request.turned(by: orientation).outputSize(for: stored.size)
                let image = target == stored.size ? stored : stored.resampled(to: target)
                return DecodedImage(
                    image: image.uprighted(from: orientation),
                    info: ImageInfo(
                        format: .cameraRaw, size: orientation.upright(stated), orientation: orientation))
            }
            let status = libraw_unpack_thumb(file.data)
            guard status == LIBRAW_SUCCESS.rawValue else { throw CameraRawFile.error(status) }
            var code: Int32 = 0
            guard let preview = libraw_dcraw_make_mem_thumb(file.data, &code) else {
                throw CameraRawFile.error(code)
            }
            defer { libraw_dcraw_clear_mem(preview) }
            var decoded = try decodePreview(preview, request: request.turned(by: orientation))
            decoded.image = decoded.image.uprighted(from: orientation)
            decoded.info = ImageInfo(
                format: .cameraRaw, size: orientation.upright(decoded.info.size), orientation: orientation)
            return decoded
        }
    }

    /// The preview's pixels in its stored orientation.
    private static func decodePreview(
        _ preview: UnsafeMutablePointer<libraw_processed_image_t>, request: DecodeRequest
    ) throws(ImageError) -> DecodedImage {
        let image = preview.pointee
        let start = UnsafeRawPointer(preview) + MemoryLayout<libraw_processed_image_t>.offset(of: \.data)!
        let bytes = UnsafeBufferPointer(
            start: start.assumingMemoryBound(to: UInt8.self), count: Int(image.data_size))
        if image.type == LIBRAW_IMAGE_JPEG {
            var jpegRequest = request
            jpegRequest.ignoresExifOrientation = true
            return try JPEGDecoder.decode(Array(bytes), request: jpegRequest)
        }
        let size = PixelSize(width: Int(image.width), height: Int(image.height))
        try request.checkLimit(size)
        let bytesPerSample = image.bits == 16 ? 2 : 1
        let colors = Int(image.colors)
        guard image.type == LIBRAW_IMAGE_BITMAP, colors == 3 || colors == 1,
            image.bits == 8 || image.bits == 16,
            bytes.count >= size.area * colors * bytesPerSample
        else { throw CameraRawFile.error(LIBRAW_UNSUPPORTED_THUMBNAIL.rawValue) }
        var pixels = [UInt8](repeating: 0, count: size.area * 3)
        for index in 0..<size.area {
            for channel in 0..<3 {
                let sample = (index * colors + (colors == 3 ? channel : 0)) * bytesPerSample
                // 16-bit samples are in the machine's byte order: keep the high byte.
                pixels[index * 3 + channel] =
                    bytesPerSample == 2
                    ? UInt8(truncatingIfNeeded: (UInt16(bytes[sample]) | UInt16(bytes[sample + 1]) << 8) >> 8)
                    : bytes[sample]
            }
        }
        let full = RGBImage(width: size.width, height: size.height, pixels: pixels)
        let target = request.outputSize(for: size)
        return DecodedImage(
            image: target == size ? full : full.resampled(to: target),
            info: ImageInfo(format: .cameraRaw, size: size))
    }
}

extension DecodeRequest {
    /// The request for pixels stored with `orientation`: a box or a size to cover, turned with them.
    func turned(by orientation: ExifOrientation) -> DecodeRequest {
        var request = self
        switch size {
        case .full: break
        case .covering(let target): request.size = .covering(orientation.upright(target))
        case .fitting(let box): request.size = .fitting(orientation.upright(box))
        }
        return request
    }
}
