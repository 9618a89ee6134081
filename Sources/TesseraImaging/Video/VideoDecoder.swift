import CMediaLoader
import SystemPackage

/// Reads a video's poster frame, size, duration and creation date through libavformat, libavcodec and
/// libswscale, turned upright by the stream's display matrix and scaled straight to the size asked for.
/// Every file gets at most ``timeLimit`` seconds.
enum VideoDecoder {
    /// How long one file may take, opening included.
    static let timeLimit = 10.0

    /// The upright size of the video stream, and what the container says about the video.
    /// With `firstStream`, of the file's first video stream (an AVIF sequence's colour track).
    static func info(_ path: FilePath, limits: DecodeLimits, firstStream: Bool = false) throws(ImageError)
        -> (ImageInfo, VideoInfo)
    {
        let container = try VideoContainer(path: path, deadline: MonotonicDeadline(secondsFromNow: timeLimit))
        let stream = try container.videoStream(first: firstStream)
        return (try imageInfo(of: stream, in: container), videoInfo(of: container, stream: stream))
    }

    /// The poster frame as `request` asks, with the video's info: the frame at `fraction` of the duration
    /// (0: the first frame), of the first video stream with `firstStream`.
    static func decode(
        _ path: FilePath, request: DecodeRequest, timeLimit: Double = timeLimit,
        posterAtFraction fraction: Double = 0.1, firstStream: Bool = false
    )
        throws(ImageError)
        -> DecodedImage
    {
        let container = try VideoContainer(path: path, deadline: MonotonicDeadline(secondsFromNow: timeLimit))
        let stream = try container.videoStream(first: firstStream)
        let info = try imageInfo(of: stream, in: container)
        try request.checkLimit(info.size)
        let video = videoInfo(of: container, stream: stream)
        let reader = try VideoPosterReader(container: container, stream: stream)
        try reader.readPoster(atSeconds: (video.duration ?? 0) * fraction)
        let stored = PixelSize(
            width: Int(reader.frame.pointee.width), height: Int(reader.frame.pointee.height))
        try request.checkLimit(stored)
        let upright = info.orientation.upright(stored)
        let target = request.outputSize(for: upright)
        try request.checkLimit(target)
        let image = try VideoFrameScaler.rgb(
            reader.frame, target: info.orientation.upright(target), using: container.av)
        var decoded = DecodedImage(
            image: image.uprighted(from: info.orientation), info: ImageInfo(format: .video, size: upright),
            damage: reader.isDamaged ? "the video's data is damaged" : nil)
        decoded.video = video
        return decoded
    }

    /// The stream's upright size and rotation; a stream without a size is refused.
    private static func imageInfo(of stream: UnsafeMutablePointer<AVStream>, in container: VideoContainer)
        throws(ImageError) -> ImageInfo
    {
        let parameters = stream.pointee.codecpar.pointee
        let stored = PixelSize(width: Int(parameters.width), height: Int(parameters.height))
        guard stored.area > 0 else { throw ImageError(reason: "video stream has no picture size") }
        let orientation = VideoRotation.orientation(of: stream, using: container.av)
        return ImageInfo(format: .video, size: orientation.upright(stored), orientation: orientation)
    }

    private static func videoInfo(of container: VideoContainer, stream: UnsafeMutablePointer<AVStream>)
        -> VideoInfo
    {
        VideoInfo(duration: container.duration, creationDate: container.creationDate(stream: stream))
    }
}
