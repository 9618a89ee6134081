import SystemPackage

extension ImageDecoder {
    /// How much of a JPEG or PNG file ``metadata(of:limits:)`` reads first: their EXIF comes before the
    /// pixels, so the rest is read only when it was not found there.
    static let metadataPrefixBytes = 256 << 10

    /// The EXIF facts of the photo in `file`: date taken, camera, lens, exposure, position, orientation.
    ///
    /// The block comes from where each format keeps it: JPEG's APP1 segment, PNG's `eXIf` chunk, WebP's
    /// `EXIF` chunk, the HEIF or AVIF `Exif` item, JPEG XL's `Exif` box (Brotli-compressed or not), a
    /// TIFF's own directories. A photo without EXIF (and every GIF) gives empty metadata; a file that is
    /// not a readable image throws, as ``info(of:limits:)`` does.
    public static func metadata(of file: FilePath, limits: DecodeLimits = .standard) throws(ImageError)
        -> PhotoMetadata
    {
        let (head, isWhole) = try FileReader.read(file, prefix: metadataPrefixBytes, limits: limits)
        guard let format = ImageFormat(magic: head) else { throw .notAnImage }
        switch format {
        case .gif: return PhotoMetadata()
        case .jpeg, .png:
            if isWhole { return try metadata(bytes: head, limits: limits) }
            if let block = try exifBlock(in: head, format: format, limits: limits) {
                return PhotoMetadata(exif: block)
            }
            return try metadata(bytes: FileReader.read(file, limits: limits).bytes, limits: limits)
        default:
            return try metadata(
                bytes: isWhole ? head : FileReader.read(file, limits: limits).bytes, limits: limits)
        }
    }

    /// The EXIF facts of the image held in `bytes`; see ``metadata(of:limits:)``.
    public static func metadata(bytes: [UInt8], limits: DecodeLimits = .standard) throws(ImageError)
        -> PhotoMetadata
    {
        guard !bytes.isEmpty else { throw .emptyFile }
        guard let format = ImageFormat(magic: bytes) else { throw .notAnImage }
        return try exifBlock(in: bytes, format: format, limits: limits).map(PhotoMetadata.init(exif:))
            ?? PhotoMetadata()
    }

    /// The raw EXIF block of a file of `format`, in whichever wrapping the format keeps it.
    static func exifBlock(in bytes: [UInt8], format: ImageFormat, limits: DecodeLimits) throws(ImageError)
        -> [UInt8]?
    {
        switch format {
        case .jpeg: ExifLocator.jpeg(bytes)
        case .png: ExifLocator.png(bytes)
        case .webp: ExifLocator.webp(bytes)
        case .gif: nil
        case .heif: try HEIFDecoder.exif(bytes, limits: limits)
        case .avif: AVIFSequence.lacksStillPicture(bytes) ? nil : try AVIFDecoder.exif(bytes, limits: limits)
        case .jxl: try JXLDecoder.exif(bytes, limits: limits)
        case .tiff: bytes
        // Never from the magic bytes; a TIFF-based RAW file (DNG, NEF, CR2, ARW…) reads as `.tiff` above.
        case .cameraRaw, .video: nil
        }
    }
}
