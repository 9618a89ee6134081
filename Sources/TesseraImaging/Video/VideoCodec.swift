import CMediaLoader

/// Opening libavcodec's decoder for a video stream, shared by the poster reader and the frame reader of
/// AVIF sequences.
enum VideoCodec {
    /// A decoding context for `stream`, opened with one thread (pictures are already made on one worker
    /// thread per core, and frame threads made a single poster no faster: docs/performance.md); free it
    /// with `avcodec_free_context`.
    static func open(_ stream: UnsafeMutablePointer<AVStream>, using av: tessera_media) throws(ImageError)
        -> UnsafeMutablePointer<AVCodecContext>
    {
        let parameters = stream.pointee.codecpar!
        guard let decoder = av.avcodec_find_decoder(parameters.pointee.codec_id) else {
            let name =
                av.avcodec_get_name(parameters.pointee.codec_id).map { String(cString: $0) } ?? "unknown"
            throw ImageError(reason: "no decoder for \(name) video")
        }
        guard let codec = av.avcodec_alloc_context3(decoder) else {
            throw ImageError(reason: "out of memory")
        }
        codec.pointee.thread_count = 1
        var status = av.avcodec_parameters_to_context(codec, parameters)
        if status >= 0 { status = av.avcodec_open2(codec, decoder, nil) }
        guard status >= 0 else {
            var opened: UnsafeMutablePointer<AVCodecContext>? = codec
            av.avcodec_free_context(&opened)
            throw FFmpeg.error(status)
        }
        return codec
    }
}
