import CMediaLoader

/// Finds a video's poster frame: T is 10 % of the duration (0 when unknown); seek backward to T, decode
/// forward and take the first frame whose time is at least T; once the stream is more than 1 s past T (or
/// ends) without one, the last frame decoded.
final class VideoPosterReader {
    private let container: VideoContainer
    private let av: tessera_media
    private let stream: UnsafeMutablePointer<AVStream>
    private let codec: UnsafeMutablePointer<AVCodecContext>
    private let packet: UnsafeMutablePointer<AVPacket>
    /// The newest decoded frame (empty until one decodes).
    let frame: UnsafeMutablePointer<AVFrame>
    private let scratch: UnsafeMutablePointer<AVFrame>
    /// Whether a packet failed to decode or the decoder concealed errors in the frame kept.
    private(set) var isDamaged = false
    private var hasFrame = false

    /// Prepares the decoder of `stream`.
    init(container: VideoContainer, stream: UnsafeMutablePointer<AVStream>) throws(ImageError) {
        let av = container.av
        let codec = try VideoCodec.open(stream, using: av)
        guard let packet = av.av_packet_alloc(), let frame = av.av_frame_alloc(),
            let scratch = av.av_frame_alloc()
        else {
            var allocated: UnsafeMutablePointer<AVCodecContext>? = codec
            av.avcodec_free_context(&allocated)
            throw ImageError(reason: "out of memory")
        }
        (self.container, self.av, self.stream, self.codec, self.packet) = (
            container, av, stream, codec, packet
        )
        (self.frame, self.scratch) = (frame, scratch)
    }

    deinit {
        var codec: UnsafeMutablePointer<AVCodecContext>? = codec
        av.avcodec_free_context(&codec)
        var packet: UnsafeMutablePointer<AVPacket>? = packet
        av.av_packet_free(&packet)
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av.av_frame_free(&frame)
        var scratch: UnsafeMutablePointer<AVFrame>? = scratch
        av.av_frame_free(&scratch)
    }

    /// Decodes up to the poster frame, which is then in ``frame``.
    func readPoster(atSeconds seconds: Double) throws(ImageError) {
        let timeBase = av_q2d(stream.pointee.time_base)
        guard timeBase > 0 else { throw ImageError(reason: "video stream has no time base") }
        let start = stream.pointee.start_time == tessera_av_nopts_value() ? 0 : stream.pointee.start_time
        let target = start + Int64(seconds / timeBase)
        let giveUp = target + Int64(1 / timeBase)
        if target > start {
            // Failing to seek leaves the reader at the start: decoding forward still finds T.
            _ = av.av_seek_frame(container.context, stream.pointee.index, target, AVSEEK_FLAG_BACKWARD)
        }
        while true {
            guard !container.deadline.pointee.hasPassed else { throw container.deadline.pointee.timedOut }
            let read = av.av_read_frame(container.context, packet)
            if read < 0 {
                guard read == tessera_averror_eof() || hasFrame else {
                    throw container.deadline.pointee.hasPassed
                        ? container.deadline.pointee.timedOut : FFmpeg.error(read)
                }
                if read != tessera_averror_eof() { isDamaged = true }
                break
            }
            defer { av.av_packet_unref(packet) }
            guard packet.pointee.stream_index == stream.pointee.index else { continue }
            let time =
                packet.pointee.pts != tessera_av_nopts_value() ? packet.pointee.pts : packet.pointee.dts
            // A frame shown before T that no other frame refers to can never be the poster nor change it:
            // not decoded (with one decoding thread, the packet is decoded as it is sent). Every other frame
            // is decoded in full: skipping the loop filter of the frames T refers to drifts (34.7 dB after
            // 50 frames of a sharp clip at `-crf 30`, docs/performance.md).
            codec.pointee.skip_frame =
                time != tessera_av_nopts_value() && time < target ? AVDISCARD_NONREF : AVDISCARD_DEFAULT
            if av.avcodec_send_packet(codec, packet) < 0 { isDamaged = true }
            if try receiveFrames(reaching: target) { return }
            if hasFrame, time != tessera_av_nopts_value(), time > giveUp { return }
        }
        _ = av.avcodec_send_packet(codec, nil)
        if try receiveFrames(reaching: target) { return }
        guard hasFrame else { throw ImageError(reason: "no video frame could be decoded") }
    }

    /// Takes every frame the decoder has ready, keeping the newest; true once one is at or past `target`.
    private func receiveFrames(reaching target: Int64) throws(ImageError) -> Bool {
        while true {
            let status = av.avcodec_receive_frame(codec, scratch)
            if status == tessera_averror_again() || status == tessera_averror_eof() { return false }
            guard status >= 0 else {
                isDamaged = true
                return false
            }
            av.av_frame_unref(frame)
            av.av_frame_move_ref(frame, scratch)
            hasFrame = true
            if frame.pointee.flags & AV_FRAME_FLAG_CORRUPT != 0 || frame.pointee.decode_error_flags != 0 {
                isDamaged = true
            }
            let time = frame.pointee.best_effort_timestamp
            if time != tessera_av_nopts_value(), time >= target { return true }
        }
    }
}
