import CHeif
import SystemPackage
import TesseraImaging

/// Writes test HEIC (and AVIF) files through libheif's encoder API: `irot`/`imir` from
/// `heif_encoding_options.image_orientation` (which `heif-enc` 1.15 never writes), thumbnail items, an Exif
/// item.
public struct HEIFWriter {
    /// HEVC (`.heic`) or AV1 (`.avif`).
    public var compression: heif_compression_format = heif_compression_HEVC
    /// Lossy quality, 0...100.
    public var quality: Int32 = 92
    /// The orientation written as `irot`/`imir`: the stored pixels are the upright picture turned by it.
    public var orientation: ExifOrientation = .up
    /// A thumbnail item: its own picture (upright), stored with the same orientation.
    public var thumbnail: RGBImage?
    /// An EXIF block (bare TIFF) for the Exif item.
    public var exif: [UInt8]?

    /// A writer with these settings.
    public init(
        compression: heif_compression_format = heif_compression_HEVC, orientation: ExifOrientation = .up,
        thumbnail: RGBImage? = nil, exif: [UInt8]? = nil
    ) {
        self.compression = compression
        self.orientation = orientation
        self.thumbnail = thumbnail
        self.exif = exif
    }

    /// Writes `upright` (as the photo should be seen) to `file`.
    public func write(_ upright: RGBImage, to file: FilePath) throws {
        let context = heif_context_alloc()
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, compression, &encoder))
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, quality))
        let options = heif_encoding_options_alloc()!
        defer { heif_encoding_options_free(options) }
        options.pointee.image_orientation = heif_orientation(rawValue: UInt32(orientation.rawValue))
        options.pointee.macOS_compatibility_workaround = 0
        let stored = try image(StoredOrientation.pixels(for: upright, orientation: orientation))
        defer { heif_image_release(stored) }
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, stored, encoder, options, &handle))
        defer { heif_image_handle_release(handle) }
        if let thumbnail {
            let small = try image(StoredOrientation.pixels(for: thumbnail, orientation: orientation))
            defer { heif_image_release(small) }
            var thumbnailHandle: OpaquePointer?
            try check(heif_context_encode_image(context, small, encoder, options, &thumbnailHandle))
            defer { heif_image_handle_release(thumbnailHandle) }
            // libheif 1.15 passes its two handles on in swapped order (fixed in 1.16), so the thumbnail
            // goes first there; heif-info then lists it under the primary image.
            let swapped = heif_get_version_number_major() == 1 && heif_get_version_number_minor() < 16
            try check(
                swapped
                    ? heif_context_assign_thumbnail(context, thumbnailHandle, handle)
                    : heif_context_assign_thumbnail(context, handle, thumbnailHandle))
            try check(heif_context_set_primary_image(context, handle))
        }
        if let exif { try check(heif_context_add_exif_metadata(context, handle, exif, Int32(exif.count))) }
        try check(heif_context_write_to_file(context, file.string))
    }

    private func image(_ picture: RGBImage) throws -> OpaquePointer {
        var image: OpaquePointer?
        try check(
            heif_image_create(
                Int32(picture.width), Int32(picture.height), heif_colorspace_RGB, heif_chroma_interleaved_RGB,
                &image))
        try check(
            heif_image_add_plane(
                image, heif_channel_interleaved, Int32(picture.width), Int32(picture.height), 8))
        var stride: Int32 = 0
        let plane = heif_image_get_plane(image, heif_channel_interleaved, &stride)!
        for y in 0..<picture.height {
            for x in 0..<(picture.width * 3) {
                plane[y * Int(stride) + x] = picture.pixels[y * picture.width * 3 + x]
            }
        }
        return image!
    }

    private func check(_ status: heif_error) throws {
        guard status.code == heif_error_Ok else {
            throw ExternalTool.Failure(description: "libheif: \(String(cString: status.message))")
        }
    }
}
