import CMediaLoader

/// Decodes one video stream's frames in order, from its start, each handed over as it comes (an AVIF
/// sequence's frames); stops at the container's deadline.
final class VideoFrameReader {
    private let container: VideoContainer
    private let av: tessera_media
    private let stream: UnsafeMutablePointer<AVStream>
    private let codec: UnsafeMutablePointer<AVCodecContext>
    private let packet: UnsafeMutablePointer<AVPacket>
    private let frame: UnsafeMutablePointer<AVFrame>
    /// Whether a packet failed to decode or the decoder concealed errors in a frame.
    private(set) var isDamaged = false
    private var flushed = false

    /// Prepares the decoder of `stream`.
    init(container: VideoContainer, stream: UnsafeMutablePointer<AVStream>) throws(ImageError) {
        let av = container.av
        let codec = try VideoCodec.open(stream, using: av)
        guard let packet = av.av_packet_alloc(), let frame = av.av_frame_alloc() else {
            var allocated: UnsafeMutablePointer<AVCodecContext>? = codec
            av.avcodec_free_context(&allocated)
            throw ImageError(reason: "out of memory")
        }
        (self.container, self.av, self.stream, self.codec, self.packet, self.frame) = (
            container, av, stream, codec, packet, frame
        )
    }

    deinit {
        var codec: UnsafeMutablePointer<AVCodecContext>? = codec
        av.avcodec_free_context(&codec)
        var packet: UnsafeMutablePointer<AVPacket>? = packet
        av.av_packet_free(&packet)
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av.av_frame_free(&frame)
    }

    /// The next frame (valid until the next call), or nil at the end of the stream.
    func nextFrame() throws(ImageError) -> UnsafeMutablePointer<AVFrame>? {
        let deadline = container.deadline.pointee
        while true {
            guard !deadline.hasPassed else { throw deadline.timedOut }
            let received = av.avcodec_receive_frame(codec, frame)
            if received >= 0 {
                if frame.pointee.flags & AV_FRAME_FLAG_CORRUPT != 0 || frame.pointee.decode_error_flags != 0 {
                    isDamaged = true
                }
                return frame
            }
            if received == tessera_averror_eof() { return nil }
            guard received == tessera_averror_again() else { throw FFmpeg.error(received) }
            guard !flushed else { return nil }
            try sendNextPacket()
        }
    }

    /// Sends the stream's next packet to the decoder, or the end of the stream.
    private func sendNextPacket() throws(ImageError) {
        while true {
            let read = av.av_read_frame(container.context, packet)
            if read < 0 {
                if container.deadline.pointee.hasPassed { throw container.deadline.pointee.timedOut }
                if read != tessera_averror_eof() { isDamaged = true }
                flushed = true
                _ = av.avcodec_send_packet(codec, nil)
                return
            }
            defer { av.av_packet_unref(packet) }
            guard packet.pointee.stream_index == stream.pointee.index else { continue }
            if av.avcodec_send_packet(codec, packet) < 0 { isDamaged = true }
            return
        }
    }
}
