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
        do {
            let decoded: DecodedImage
            switch request.size {
            case .thumbnail:
                if let cached = diskCache?.load(request) { return (.ready(cached), false) }
                decoded = try ImageDecoder.decode(
                    file: request.file, fitting: PictureSize.thumbnailBox, background: background,
                    limits: limits, detail: .thumbnail)
            case .fitting(let box):
                decoded = try ImageDecoder.decode(
                    file: request.file, fitting: box, background: background, limits: limits, detail: .viewer)
            case .covering(let box):
                decoded = try ImageDecoder.decode(
                    file: request.file, covering: box, background: background, limits: limits,
                    detail: .thumbnail)
            }
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
