import CMediaLoader

/// FFmpeg's libraries, loaded with `dlopen` on the first video (see `CMediaLoader`), and its error codes
/// as Tessera words them. Loading also silences FFmpeg's log, which would otherwise reach the terminal.
enum FFmpeg {
    /// The loaded table, or why loading failed; set once, read-only afterwards.
    nonisolated(unsafe) private static let loaded: (table: UnsafePointer<tessera_media>?, failure: String) = {
        var failure = [CChar](repeating: 0, count: 256)
        let table = tessera_media_load(&failure, failure.count)
        return (
            table, String(decoding: failure.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        )
    }()

    /// FFmpeg's functions; throws when the libraries cannot be loaded (e.g. "cannot load libavcodec.so.59").
    static func functions() throws(ImageError) -> tessera_media {
        guard let table = loaded.table else {
            throw ImageError(reason: "no video support: \(loaded.failure)")
        }
        return table.pointee
    }

    /// The reason for an FFmpeg error code, e.g. "invalid data found when processing input".
    static func error(_ code: Int32) -> ImageError {
        if code == tessera_averror_eof() { return ImageError(reason: "premature end of video file") }
        var message = [CChar](repeating: 0, count: 128)
        guard let table = loaded.table, table.pointee.av_strerror(code, &message, message.count) == 0 else {
            return ImageError(reason: "video error \(code)")
        }
        return ImageError(
            message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        )
    }

    /// The file is in no container format Tessera reads videos from.
    static let notAVideo = ImageError(reason: "not a video file (MP4, QuickTime, Matroska, WebM or AVI)")
    /// The file holds no video stream (sound only, or subtitles).
    static let noVideoStream = ImageError(reason: "no video stream")
}
