import SystemPackage

/// What ``ImageDecoder/header(of:limits:)`` reads of a file: its ``ImageInfo`` and its ``PhotoMetadata``,
/// each with the error its own call would have thrown.
public struct ImageHeader: Sendable {
    /// What ``ImageDecoder/info(of:limits:)`` gives for the file.
    public var info: Result<ImageInfo, ImageError>
    /// What ``ImageDecoder/metadata(of:limits:)`` gives for the file.
    public var metadata: Result<PhotoMetadata, ImageError>

    /// A header of these two results.
    public init(info: Result<ImageInfo, ImageError>, metadata: Result<PhotoMetadata, ImageError>) {
        self.info = info
        self.metadata = metadata
    }
}

extension ImageDecoder {
    /// The format, upright size and EXIF facts of the photo in `file`, read together: the same results
    /// as ``info(of:limits:)`` and ``metadata(of:limits:)``, from one opening and one read of the file's
    /// first bytes (and one read of the whole file, when either needs it) instead of two of each.
    ///
    /// What an index of many photos calls once per new file. RAW files and videos, known by their
    /// extension, are read by those two calls.
    public static func header(of file: FilePath, limits: DecodeLimits = .standard) -> ImageHeader {
        header(of: file, folder: nil, limits: limits)
    }

    /// ``header(of:limits:)`` of `file` opened by its name in `folder`, the open folder holding it
    /// (`openat`): the same results, without the kernel looking
    /// up every component of the path again for each file of a folder. What a decoder opens itself (RAW
    /// files and videos, through ``info(of:limits:)`` and ``metadata(of:limits:)``; AVIF sequences) is
    /// opened by path.
    ///
    /// The file is looked up in the folder `folder` was opened on, even if that folder has been renamed
    /// since; once it is removed, the file cannot be opened, as by path.
    public static func header(
        of file: FilePath, inFolder folder: FileDescriptor, limits: DecodeLimits = .standard
    )
        -> ImageHeader
    {
        header(of: file, folder: folder, limits: limits)
    }

    private static func header(of file: FilePath, folder: FileDescriptor?, limits: DecodeLimits)
        -> ImageHeader
    {
        guard ImageFormat(fileExtensionOf: file) == nil else {
            return ImageHeader(
                info: Result { () throws(ImageError) in try ImageDecoder.info(of: file, limits: limits) },
                metadata: Result { () throws(ImageError) in
                    try ImageDecoder.metadata(of: file, limits: limits)
                })
        }
        let head: (bytes: [UInt8], isWhole: Bool)
        do {
            head = try FileReader.read(file, in: folder, prefix: metadataPrefixBytes, limits: limits)
        } catch {
            return ImageHeader(info: .failure(error), metadata: .failure(error))
        }
        var reads = HeaderReads(
            file: file, folder: folder, head: head.bytes, headIsWhole: head.isWhole, limits: limits)
        let metadata = Result { () throws(ImageError) in try reads.metadata() }
        return ImageHeader(info: Result { () throws(ImageError) in try reads.info() }, metadata: metadata)
    }
}

/// The two reads of ``ImageDecoder/header(of:limits:)`` over one prefix of the file, each following the
/// steps of its own call (``ImageDecoder/info(of:limits:)``, ``ImageDecoder/metadata(of:limits:)``) on
/// the bytes it would have read; the whole file is read at most once, for whichever asks first.
private struct HeaderReads {
    let file: FilePath
    /// The open folder holding ``file``, to open it by name in, or `nil` to open it by path.
    let folder: FileDescriptor?
    /// The first ``ImageDecoder/metadataPrefixBytes`` of the file (all of it when shorter).
    let head: [UInt8]
    let headIsWhole: Bool
    let limits: DecodeLimits
    private var whole: Result<[UInt8], ImageError>?
    /// The EXIF block ``metadata()`` found in a JPEG's prefix, for ``info()`` to reuse.
    private var jpegExif: JPEGExif?

    init(file: FilePath, folder: FileDescriptor?, head: [UInt8], headIsWhole: Bool, limits: DecodeLimits) {
        self.file = file
        self.folder = folder
        self.head = head
        self.headIsWhole = headIsWhole
        self.limits = limits
    }

    /// The whole file, read on first use.
    private mutating func wholeFile() throws(ImageError) -> [UInt8] {
        if headIsWhole { return head }
        if whole == nil {
            whole = Result { () throws(ImageError) in
                try FileReader.read(file, in: folder, limits: limits).bytes
            }
        }
        return try whole!.get()
    }

    /// ``ImageDecoder/info(of:limits:)``'s steps, on its shorter prefix of the file.
    mutating func info() throws(ImageError) -> ImageInfo {
        let prefixBytes = ImageDecoder.headerPrefixBytes
        let isWhole = headIsWhole && head.count <= prefixBytes
        let infoHead = head.count <= prefixBytes ? head : Array(head.prefix(prefixBytes))
        if AVIFSequence.lacksStillPicture(infoHead) { return try AVIFSequence.info(file, limits: limits) }
        do {
            return try info(bytes: infoHead)
        } catch {
            guard !isWhole, ImageFormat(magic: infoHead) != nil else { throw error }
            return try info(bytes: wholeFile())
        }
    }

    /// ``ImageDecoder/info(bytes:limits:)``, a JPEG's orientation taken from ``jpegExif`` when it is the
    /// block libjpeg finds.
    private func info(bytes: [UInt8]) throws(ImageError) -> ImageInfo {
        guard !bytes.isEmpty, ImageFormat(magic: bytes) == .jpeg, let jpegExif else {
            return try ImageDecoder.info(bytes: bytes, limits: limits)
        }
        return try JPEGDecoder.info(bytes, knownExif: jpegExif)
    }

    /// ``ImageDecoder/metadata(of:limits:)``'s steps.
    mutating func metadata() throws(ImageError) -> PhotoMetadata {
        guard let format = ImageFormat(magic: head) else { throw .notAnImage }
        switch format {
        case .gif: return PhotoMetadata()
        case .jpeg:
            if let payload = ExifLocator.jpeg(head) {
                let metadata = PhotoMetadata(exif: payload)
                jpegExif = JPEGExif(payload: payload, metadata: metadata)
                return metadata
            }
            return headIsWhole
                ? PhotoMetadata() : try ImageDecoder.metadata(bytes: wholeFile(), limits: limits)
        case .png:
            if headIsWhole { return try ImageDecoder.metadata(bytes: head, limits: limits) }
            if let block = try ImageDecoder.exifBlock(in: head, format: format, limits: limits) {
                return PhotoMetadata(exif: block)
            }
            return try ImageDecoder.metadata(bytes: wholeFile(), limits: limits)
        default:
            return try ImageDecoder.metadata(bytes: wholeFile(), limits: limits)
        }
    }
}
