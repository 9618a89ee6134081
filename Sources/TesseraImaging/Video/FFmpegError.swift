import CAVUtil

/// FFmpeg's error codes and log level as Tessera needs them.
enum FFmpeg {
    /// Makes FFmpeg's libraries print nothing (their log goes to stderr, which is the terminal); evaluated
    /// once, before the first file is opened.
    static let silenced: Void = av_log_set_level(AV_LOG_QUIET)

    /// The reason for an FFmpeg error code, e.g. "invalid data found when processing input".
    static func error(_ code: Int32) -> ImageError {
        if code == tessera_averror_eof() { return ImageError(reason: "premature end of video file") }
        var message = [CChar](repeating: 0, count: 128)
        guard av_strerror(code, &message, message.count) == 0 else {
            return ImageError(reason: "video error \(code)")
        }
        return ImageError(
            message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        )
    }

    /// The time limit passed while reading a file.
    static let timedOut = ImageError(reason: "gave up after 10 s")
    /// The file is in no container format Tessera reads videos from.
    static let notAVideo = ImageError(reason: "not a video file (MP4, QuickTime, Matroska, WebM or AVI)")
    /// The file holds no video stream (sound only, or subtitles).
    static let noVideoStream = ImageError(reason: "no video stream")
}
