import CLibRaw

/// One RAW file opened by libraw from memory, with libraw's error reporting turned off (its default
/// handlers print to stderr, which is the terminal).
final class CameraRawFile {
    let data: UnsafeMutablePointer<libraw_data_t>

    /// Opens the RAW file in `bytes`, which must outlive this value.
    init(_ bytes: UnsafeRawBufferPointer) throws(ImageError) {
        guard let data = libraw_init(0) else { throw ImageError(reason: "out of memory") }
        self.data = data
        libraw_set_memerror_handler(data, { _, _, _ in }, nil)
        libraw_set_dataerror_handler(data, { _, _, _ in }, nil)
        let status = libraw_open_buffer(
            data, UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        guard status == LIBRAW_SUCCESS.rawValue else { throw Self.error(status) }
    }

    deinit { libraw_close(data) }

    /// How the preview is turned upright: libraw's `sizes.flip` (3: 180°, 5: 90° counter-clockwise,
    /// 6: 90° clockwise), as an EXIF orientation.
    var orientation: ExifOrientation {
        switch data.pointee.sizes.flip {
        case 3: .down
        case 5: .left
        case 6: .right
        default: .up
        }
    }

    /// The camera's make and model as libraw names them.
    var metadata: CameraRawMetadata {
        CameraRawMetadata(
            make: Self.text(data.pointee.idata.make), model: Self.text(data.pointee.idata.model))
    }

    /// A reason for a libraw status code: "unsupported file format", "input/output error"…
    static func error(_ status: Int32) -> ImageError {
        if status == LIBRAW_FILE_UNSUPPORTED.rawValue {
            return ImageError(reason: "not a RAW file libraw reads")
        }
        if status == LIBRAW_NO_THUMBNAIL.rawValue { return ImageError(reason: "RAW file has no preview") }
        if status == LIBRAW_UNSUPPORTED_THUMBNAIL.rawValue {
            return ImageError(reason: "RAW file's preview is in a format Tessera cannot read")
        }
        if status == LIBRAW_IO_ERROR.rawValue { return ImageError(reason: "premature end of RAW file") }
        guard let message = libraw_strerror(status) else {
            return ImageError(reason: "libraw error \(status)")
        }
        return ImageError(message: String(cString: message))
    }

    /// The C string in a fixed-size field, or nil when empty.
    private static func text<Field>(_ field: Field) -> String? {
        let value = withUnsafeBytes(of: field) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return value.isEmpty ? nil : value
    }
}
