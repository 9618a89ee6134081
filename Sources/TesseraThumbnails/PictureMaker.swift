import TesseraImaging

/// Makes one picture on a worker thread: a valid thumbnail from the disk cache when there is one, else a
/// decode of the photo at the size asked for (which the worker then stores in the disk cache, after the
/// screen has it). Thumbnails decode with ``DecodeDetail/thumbnail`` (a JPEG at twice their box or more),
/// the viewer's pictures with ``DecodeDetail/viewer`` (in full up to 24 megapixels).
struct PictureMaker: Sendable {
    let diskCache: ThumbnailDiskCache?
    let limits: DecodeLimits
    let background: (UInt8, UInt8, UInt8)

    /// The picture for `request`, or why the file cannot be shown; whether it is a new thumbnail that
    /// ``store(_:for:)`` should put in the disk cache; and a bounded whole decode made for a region of a
    /// format without region decoding, for the pipeline to keep (`zoomSource` is the one it kept). `nil`
    /// when `cancellation` stopped the decode part way (regions are not stopped).
    func make(
        _ request: PictureRequest, zoomSource: Picture? = nil, cancellation: DecodeCancellation = .init()
    ) -> (state: PictureState, isNewThumbnail: Bool, newZoomSource: Picture?)? {
        do {
            let decoded: DecodedImage
            switch request.size {
            case .region(let region, let scale, let size):
                let made = try makeRegion(
                    of: request.file, region: region, scale: scale, size: size, zoomSource: zoomSource)
                return (.ready(made.picture), false, made.newZoomSource)
            case .zoomSource:
                let full = try ImageDecoder.info(of: request.file, limits: limits).size
                return (.ready(try makeZoomSource(of: request.file, size: full)), false, nil)
            case .thumbnail:
                if let cached = diskCache?.load(request) { return (.ready(cached), false, nil) }
                decoded = try ImageDecoder.decode(
                    file: request.file, fitting: PictureSize.thumbnailBox, background: background,
                    limits: limits, detail: .thumbnail, cancellation: cancellation)
            case .fitting(let box):
                if let made = makeFitWithZoomSource(of: request.file, box: box) {
                    return (.ready(made.fit), false, made.source)
                }
                decoded = try ImageDecoder.decode(
                    file: request.file, fitting: box, background: background, limits: limits, detail: .viewer,
                    cancellation: cancellation)
            case .covering(let box):
                decoded = try ImageDecoder.decode(
                    file: request.file, covering: box, background: background, limits: limits,
                    detail: .thumbnail, cancellation: cancellation)
            }
            var picture = Picture(image: decoded.image, sourceSize: decoded.info.size, damage: decoded.damage)
            picture.videoDuration = decoded.video?.duration
            return (.ready(picture), request.size == .thumbnail && picture.damage == nil, nil)
        } catch {
            if error == .cancelled { return nil }
            return (.failed(error.reason), false, nil)
        }
    }

    /// Writes a thumbnail just made to the disk cache, if there is one.
    func store(_ state: PictureState, for request: PictureRequest) {
        guard let diskCache, case .ready(let picture) = state else { return }
        diskCache.store(picture, for: request)
    }
}
