import TesseraImaging

/// Makes one picture on a worker thread: a valid thumbnail from the disk cache when there is one, else a
/// decode of the photo at the size asked for (which the worker then stores in the disk cache, after the
/// screen has it). Thumbnails decode with ``DecodeDetail/thumbnail`` (a JPEG at twice their box or more),
/// the viewer's pictures with ``DecodeDetail/viewer`` (in full up to 24 megapixels).
struct PictureMaker: Sendable {
    let diskCache: ThumbnailDiskCache?
    let limits: DecodeLimits
    let background: (UInt8, UInt8, UInt8)

    /// The picture for `request`, or why the file cannot be shown; and whether it is a new thumbnail
    /// that ``store(_:for:)`` should put in the disk cache.
    func make(_ request: PictureRequest) -> (state: PictureState, isNewThumbnail: Bool) {
        let box: PixelSize
        let detail: DecodeDetail
        switch request.size {
        case .thumbnail:
            if let cached = diskCache?.load(request) { return (.ready(cached), false) }
            (box, detail) = (PictureSize.thumbnailBox, .thumbnail)
        case .fitting(let size):
            (box, detail) = (size, .viewer)
        }
        do {
            let decoded = try ImageDecoder.decode(
                file: request.file, fitting: box, background: background, limits: limits, detail: detail)
            var picture = Picture(image: decoded.image, sourceSize: decoded.info.size, damage: decoded.damage)
            picture.videoDuration = decoded.video?.duration
            return (.ready(picture), request.size == .thumbnail && picture.damage == nil)
        } catch {
            return (.failed(error.reason), false)
        }
    }

    /// Writes a thumbnail just made to the disk cache, if there is one.
    func store(_ state: PictureState, for request: PictureRequest) {
        guard let diskCache, case .ready(let picture) = state else { return }
        diskCache.store(picture, for: request)
    }
}
