import CMediaLoader

/// Finds a video's poster frame: T is 10 % of the duration (0 when unknown); seek backward to T, decode
/// forward and take the first frame whose time is at least T; once the stream is more than 1 s past T (or
/// ends) without one, the last frame decoded.
final class VideoPosterReader {
    private let session: VideoDecodingSession

    /// Prepares the decoder of `stream`.
    init(container: VideoContainer, stream: UnsafeMutablePointer<AVStream>) throws(ImageError) {
        session = try VideoDecodingSession(container: container, stream: stream)
    }

    /// The poster frame once ``readPoster(atSeconds:)`` has returned (the newest frame decoded).
    var frame: UnsafeMutablePointer<AVFrame> { session.frame }
    /// Whether a packet failed to decode or the decoder concealed errors in a frame.
    var isDamaged: Bool { session.isDamaged }

    /// Decodes up to the poster frame, which is then in ``frame``.
    func readPoster(atSeconds seconds: Double) throws(ImageError) {
        let stream = session.stream
        let timeBase = av_q2d(stream.pointee.time_base)
        guard timeBase > 0 else { throw ImageError(reason: "video stream has no time base") }
        let start = stream.pointee.start_time == tessera_av_nopts_value() ? 0 : stream.pointee.start_time
        let target = start + Int64(seconds / timeBase)
        let giveUp = target + Int64(1 / timeBase)
        if target > start {
            // Failing to seek leaves the reader at the start: decoding forward still finds T.
            _ = session.av.av_seek_frame(
                session.container.context, stream.pointee.index, target, AVSEEK_FLAG_BACKWARD)
        }
        while try session.readPacket() {
            let packet = session.packet.pointee
            let time = packet.pts != tessera_av_nopts_value() ? packet.pts : packet.dts
            // A frame shown before T that no other frame refers to can never be the poster nor change it:
            // not decoded. Every other frame is decoded in full: skipping the loop filter of the frames T
            // refers to drifts (34.7 dB after 50 frames of a sharp clip at `-crf 30`, docs/performance.md).
            session.sendPacket(
                discarding: time != tessera_av_nopts_value() && time < target
                    ? AVDISCARD_NONREF : AVDISCARD_DEFAULT
            )
            if receiveFrames(reaching: target) { return }
            if session.hasFrame, time != tessera_av_nopts_value(), time > giveUp { return }
        }
        if !session.hasFrame, let failure = session.readFailure { throw failure }
        session.flush()
        if receiveFrames(reaching: target) { return }
        guard session.hasFrame else { throw ImageError(reason: "no video frame could be decoded") }
    }

    /// Takes every frame the decoder has ready, keeping the newest; true once one is at or past `target`.
    private func receiveFrames(reaching target: Int64) -> Bool {
        while true {
            switch session.receiveFrame() {
            case .needsPacket, .end: return false
            case .failed:
                session.markDamaged()
                return false
            case .frame:
                let time = session.frame.pointee.best_effort_timestamp
                if time != tessera_av_nopts_value(), time >= target { return true }
            }
        }
    }
}
