import SystemPackage

extension ImageDecoder {
    /// The size (and, for a video, what its container says) of a camera RAW file or a video, the formats
    /// known by their extension.
    static func info(of file: FilePath, named format: ImageFormat, limits: DecodeLimits) throws(ImageError)
        -> ImageInfo
    {
        switch format {
        case .video:
            try FileReader.checkRegularFile(file)
            return try VideoDecoder.info(file, limits: limits).0
        default:
            return try CameraRawDecoder.info(FileReader.read(file, limits: limits).bytes)
        }
    }

    /// Decodes `file` as `request` asks: by its extension when it names a camera RAW file or a video, else
    /// by its first bytes.
    static func decode(file: FilePath, request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try request.checkCancellation()
        switch ImageFormat(fileExtensionOf: file) {
        case .video:
            try FileReader.checkRegularFile(file)
            return try VideoDecoder.decode(file, request: request)
        case .cameraRaw:
            let bytes = try FileReader.read(file, limits: request.limits).bytes
            return try decode(bytes: bytes, format: .cameraRaw, request: request)
        default:
            let bytes = try FileReader.read(file, limits: request.limits).bytes
            if AVIFSequence.lacksStillPicture(bytes) {
                return try AVIFSequence.decode(file, bytes: bytes, request: request)
            }
            return try decode(bytes: bytes, request: request)
        }
    }

    /// A video's duration and creation date, read from its container without decoding a frame.
    ///
    /// Throws for a file that is not a regular file, not a video container Tessera reads, or has no video
    /// stream.
    public static func videoInfo(of file: FilePath, limits: DecodeLimits = .standard) throws(ImageError)
        -> VideoInfo
    {
        try FileReader.checkRegularFile(file)
        return try VideoDecoder.info(file, limits: limits).1
    }
}

extension ImageDecoder {
    /// The make and model of the camera that made a RAW file, as libraw reads them.
    public static func cameraRawMetadata(of file: FilePath, limits: DecodeLimits = .standard)
        throws(ImageError)
        -> CameraRawMetadata
    {
        try CameraRawDecoder.metadata(FileReader.read(file, limits: limits).bytes)
    }
}
