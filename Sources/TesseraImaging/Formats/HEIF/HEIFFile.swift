import CHeif

/// A HEIF (or still AVIF) file opened by libheif from memory, with its primary image handle. The bytes
/// must outlive the value: libheif reads them without copying.
final class HEIFFile {
    /// libheif's plugin registry is set up once per process (`heif_init` is reference counted; the one
    /// reference is never released).
    private static let libraryReady: Bool = heif_init(nil).code == heif_error_Ok

    private let context: OpaquePointer
    /// The primary image: the one a viewer shows (depth maps and other auxiliary images are ignored).
    let primary: OpaquePointer

    /// Opens `bytes` (the caller keeps them alive and unmoved while the value lives), refusing images
    /// wider or taller than `limits` allow before anything is decoded.
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: DecodeLimits) throws(ImageError) {
        guard Self.libraryReady, let context = heif_context_alloc() else {
            throw ImageError(reason: "libheif could not start")
        }
        heif_context_set_maximum_image_size_limit(context, Int32(clamping: limits.maxPixels))
        var status = heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil)
        guard status.code == heif_error_Ok else {
            let error = Self.error(status)  // the message lives in the context
            heif_context_free(context)
            throw error
        }
        var handle: OpaquePointer?
        status = heif_context_get_primary_image_handle(context, &handle)
        guard status.code == heif_error_Ok, let handle else {
            let error = Self.error(status)
            heif_context_free(context)
            throw error
        }
        self.context = context
        primary = handle
    }

    deinit {
        heif_image_handle_release(primary)
        heif_context_free(context)
    }

    /// The primary image's upright size (a method, so the file, which owns the handle, is alive while the
    /// handle is read).
    var primarySize: PixelSize { Self.size(of: primary) }

    /// The upright size of `handle` (libheif's width and height come after its transformations).
    static func size(of handle: OpaquePointer) -> PixelSize {
        PixelSize(
            width: Int(heif_image_handle_get_width(handle)), height: Int(heif_image_handle_get_height(handle))
        )
    }

    /// The primary image's thumbnail items, opened (released when the caller's closure returns).
    func withThumbnails<T>(_ body: ([OpaquePointer]) throws(ImageError) -> T) throws(ImageError) -> T {
        let count = Int(heif_image_handle_get_number_of_thumbnails(primary))
        var ids = [heif_item_id](repeating: 0, count: max(count, 1))
        let listed = Int(heif_image_handle_get_list_of_thumbnail_IDs(primary, &ids, Int32(count)))
        var thumbnails = [OpaquePointer]()
        for id in ids.prefix(listed) {
            var handle: OpaquePointer?
            if heif_image_handle_get_thumbnail(primary, id, &handle).code == heif_error_Ok, let handle {
                thumbnails.append(handle)
            }
        }
        defer { thumbnails.forEach(heif_image_handle_release) }
        return try body(thumbnails)
    }

    /// The primary image's first `Exif` metadata block, as libheif gives it (a 4-byte offset to the TIFF
    /// header first), or nil.
    func exif(maxBytes: Int) -> [UInt8]? {
        var id = heif_item_id(0)
        guard heif_image_handle_get_list_of_metadata_block_IDs(primary, "Exif", &id, 1) == 1 else {
            return nil
        }
        let size = heif_image_handle_get_metadata_size(primary, id)
        guard size > 0, size <= maxBytes else { return nil }
        var block = [UInt8](repeating: 0, count: size)
        guard heif_image_handle_get_metadata(primary, id, &block).code == heif_error_Ok else { return nil }
        return block
    }

    /// Decodes `handle` to 8-bit interleaved RGB(A) with its transformations (clap, irot, imir) applied —
    /// never the EXIF orientation, which MIAF says to ignore — and hands the pixels to `body`.
    static func decode<T>(_ handle: OpaquePointer, _ body: (InterleavedPixels) -> T) throws(ImageError) -> T {
        let hasAlpha = heif_image_handle_has_alpha_channel(handle) != 0
        guard let options = heif_decoding_options_alloc() else { throw ImageError(reason: "out of memory") }
        defer { heif_decoding_options_free(options) }
        options.pointee.convert_hdr_to_8bit = 1
        var image: OpaquePointer?
        let status = heif_decode_image(
            handle, &image, heif_colorspace_RGB,
            hasAlpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB,
            options)
        guard status.code == heif_error_Ok, let image else { throw error(status) }
        defer { heif_image_release(image) }
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride) else {
            throw ImageError(reason: "libheif gave no pixels")
        }
        let size = PixelSize(
            width: Int(heif_image_get_width(image, heif_channel_interleaved)),
            height: Int(heif_image_get_height(image, heif_channel_interleaved)))
        return body(
            InterleavedPixels(base: plane, size: size, stride: Int(stride), channels: hasAlpha ? 4 : 3))
    }

    /// libheif's error as an ``ImageError``: its message ("Invalid input: No 'ftyp' box"), or the code's
    /// meaning when the message is empty.
    static func error(_ status: heif_error) -> ImageError {
        let message = status.message.map { String(cString: $0) } ?? ""
        guard !message.isEmpty, message != "Success" else {
            return ImageError(reason: "libheif error \(status.code.rawValue).\(status.subcode.rawValue)")
        }
        return ImageError(message: message)
    }
}
