import Imaging

/// Makes one picture on a worker thread: a valid thumbnail from the disk cache when there is one, else a
/// decode of the photo at the size asked for (which then goes into the disk cache).
struct PictureMaker: Sendable {
    let diskCache: ThumbnailDiskCache?
    let limits: DecodeLimits
    let background: (UInt8, UInt8, UInt8)

    /// The picture for `request`, or why the file cannot be shown.
    func make(_ request: PictureRequest) -> PictureState {
        let box: PixelSize
        switch request.size {
        case .thumbnail:
            if let cached = diskCache?.load(request) { return .ready(cached) }
            box = PictureSize.thumbnailBox
        case .fitting(let size):
            box = size
        }
        do {
            let decoded = try ImageDecoder.decode(
                file: request.file, covering: box, background: background, limits: limits)
            var image = decoded.image
            let fitted = image.fittingSize(in: box)
            if image.width > fitted.width || image.height > fitted.height { image = image.resampled(to: fitted) }
            let picture = Picture(image: image, sourceSize: decoded.info.size, damage: decoded.damage)
            if request.size == .thumbnail, picture.damage == nil {
                diskCache?.store(picture, for: request, fileSize: nil)
            }
            return .ready(picture)
        } catch {
            return .failed(error.reason)
        }
    }
}
