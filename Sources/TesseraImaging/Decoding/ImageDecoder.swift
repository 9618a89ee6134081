import SystemPackage

/// Reads JPEG, PNG, WebP, GIF, HEIF, AVIF, JPEG XL and TIFF files, camera RAW previews and video posters
/// into upright RGB pictures through the system's C libraries.
///
/// Safe to call from several threads at once: every call has its own decoder state and nothing global
/// is mutable.
public enum ImageDecoder {
    /// How much of a file ``info(of:limits:)`` reads before it reads the whole file, which it does only
    /// when the header does not fit in this much (a JPEG with large APP markers).
    static let headerPrefixBytes = 64 << 10
    /// How much of a file ``info(of:limits:)`` reads at first: a JPEG whose whole header lies in it (a
    /// phone's or an editor's, up to its first scan) is read no further; anything else is read on to
    /// ``headerPrefixBytes``.
    static let headerFirstReadBytes = 4 << 10

    /// Reads just enough to know format and size (and a JPEG's orientation).
    ///
    /// Only `limits.maxFileBytes` applies when the whole file must be read: the pixel limit depends on
    /// the size a later decode asks for (a JPEG decodes at up to 1/8 scale).
    public static func info(of file: FilePath, limits: DecodeLimits = .standard) throws(ImageError)
        -> ImageInfo
    {
        if let named = ImageFormat(fileExtensionOf: file) {
            return try info(of: file, named: named, limits: limits)
        }
        let (head, isWhole) = try FileReader.read(
            file, prefix: headerPrefixBytes, limits: limits, firstReading: headerFirstReadBytes
        ) { first in first.withUnsafeBufferPointer(JPEGTruncation.holdsWholeHeader) }
        if AVIFSequence.lacksStillPicture(head) { return try AVIFSequence.info(file, limits: limits) }
        do {
            return try info(bytes: head, limits: limits)
        } catch {
            guard !isWhole, ImageFormat(magic: head) != nil else { throw error }
            return try info(bytes: FileReader.read(file, limits: limits).bytes, limits: limits)
        }
    }

    /// The format and size of the image in `bytes`.
    public static func info(bytes: [UInt8], limits: DecodeLimits = .standard) throws(ImageError) -> ImageInfo
    {
        guard !bytes.isEmpty else { throw .emptyFile }
        guard let format = ImageFormat(magic: bytes) else { throw .notAnImage }
        switch format {
        case .jpeg: return try JPEGDecoder.info(bytes)
        case .png: return try PNGDecoder.info(bytes, limits: limits)
        case .webp: return try WebPDecoder.info(bytes)
        case .gif: return try GIFDecoder.info(bytes)
        case .cameraRaw, .video: throw .notAnImage
        case .heif: return try HEIFDecoder.info(bytes, format: .heif, limits: limits)
        case .avif: return try AVIFDecoder.info(bytes, limits: limits)
        case .jxl: return try JXLDecoder.info(bytes, limits: limits)
        case .tiff: return try TIFFDecoder.info(bytes, limits: limits)
        }
    }

    /// Decodes the file.
    ///
    /// With `covering`, the result is the smallest size with the source's aspect that still covers
    /// `covering` in both dimensions (in upright pixels; never larger than the source: no upscaling
    /// here); without it, full size. A JPEG is decoded at a reduced DCT scale only as far as `detail`
    /// allows, then area-averaged. The file is refused before reading when it is not a regular file
    /// (opening a FIFO never blocks) or is larger than `limits.maxFileBytes`.
    public static func decode(
        file: FilePath, covering: PixelSize? = nil, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, detail: DecodeDetail = .thumbnail
    ) throws(ImageError) -> DecodedImage {
        try decode(
            file: file,
            request: DecodeRequest(
                size: covering.map(DecodeRequest.Size.covering) ?? .full, background: background,
                limits: limits, detail: detail))
    }

    /// Decodes an image held in memory; see ``decode(file:covering:background:limits:detail:)``.
    public static func decode(
        bytes: [UInt8], covering: PixelSize? = nil, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, detail: DecodeDetail = .thumbnail
    ) throws(ImageError) -> DecodedImage {
        try decode(
            bytes: bytes,
            request: DecodeRequest(
                size: covering.map(DecodeRequest.Size.covering) ?? .full, background: background,
                limits: limits, detail: detail))
    }

    /// Decodes the file fitted into `box`: the largest size with the source's aspect (rounded to whole
    /// pixels) inside `box`, in upright pixels, or full size when the source already fits. Decoding
    /// straight to that size resamples once, which keeps more detail than covering then fitting; a
    /// picture for the whole screen wants `detail: .viewer`.
    public static func decode(
        file: FilePath, fitting box: PixelSize, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, detail: DecodeDetail = .thumbnail
    ) throws(ImageError) -> DecodedImage {
        try decode(
            file: file,
            request: DecodeRequest(
                size: .fitting(box), background: background, limits: limits, detail: detail))
    }

    /// Decodes an image held in memory fitted into `box`; see
    /// ``decode(file:fitting:background:limits:detail:)``.
    public static func decode(
        bytes: [UInt8], fitting box: PixelSize, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, detail: DecodeDetail = .thumbnail
    ) throws(ImageError) -> DecodedImage {
        try decode(
            bytes: bytes,
            request: DecodeRequest(
                size: .fitting(box), background: background, limits: limits, detail: detail))
    }

    /// Decodes the file as ``decode(file:covering:background:limits:detail:)`` does, stopping part way
    /// with ``ImageError/cancelled`` once `cancellation` is raised (a picture nobody wants any more).
    public static func decode(
        file: FilePath, covering: PixelSize?, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, detail: DecodeDetail = .thumbnail, cancellation: DecodeCancellation
    ) throws(ImageError) -> DecodedImage {
        var request = DecodeRequest(
            size: covering.map(DecodeRequest.Size.covering) ?? .full, background: background, limits: limits,
            detail: detail)
        request.cancellation = cancellation
        return try decode(file: file, request: request)
    }

    /// Decodes the file fitted into `box` as ``decode(file:fitting:background:limits:detail:)`` does,
    /// stopping part way with ``ImageError/cancelled`` once `cancellation` is raised.
    public static func decode(
        file: FilePath, fitting box: PixelSize, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, detail: DecodeDetail = .thumbnail, cancellation: DecodeCancellation
    ) throws(ImageError) -> DecodedImage {
        var request = DecodeRequest(
            size: .fitting(box), background: background, limits: limits, detail: detail)
        request.cancellation = cancellation
        return try decode(file: file, request: request)
    }

    static func decode(bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        guard !bytes.isEmpty else { throw .emptyFile }
        guard let format = ImageFormat(magic: bytes) else { throw .notAnImage }
        return try decode(bytes: bytes, format: format, request: request)
    }

    static func decode(bytes: [UInt8], format: ImageFormat, request: DecodeRequest) throws(ImageError)
        -> DecodedImage
    {
        switch format {
        case .cameraRaw: return try CameraRawDecoder.decode(bytes, request: request)
        case .video: throw ImageError(reason: "a video is read from its file, not from memory")
        case .jpeg: return try JPEGDecoder.decode(bytes, request: request)
        case .png: return try PNGDecoder.decode(bytes, request: request)
        case .webp: return try WebPDecoder.decode(bytes, request: request)
        case .gif: return try GIFDecoder.decode(bytes, request: request)
        case .heif: return try HEIFDecoder.decode(bytes, format: .heif, request: request)
        case .avif: return try AVIFDecoder.decode(bytes, request: request)
        case .jxl: return try JXLDecoder.decode(bytes, request: request)
        case .tiff: return try TIFFDecoder.decode(bytes, request: request)
        }
    }
}
