import CMediaLoader

/// One video stream being decoded: the open container (libavformat's context), libavcodec's decoder for
/// the stream, the packet read last and the frame decoded last. The poster reader and the frame reader of
/// AVIF sequences each drive one; every read stops at the container's deadline.
final class VideoDecodingSession {
    /// What asking the decoder for a frame gave.
    enum Received {
        /// A frame, now in ``VideoDecodingSession/frame``.
        case frame
        /// The decoder needs another packet first.
        case needsPacket
        /// The decoder has given every frame (after ``VideoDecodingSession/flush()``).
        case end
        /// The decoder failed with this FFmpeg error code.
        case failed(Int32)
    }

    let container: VideoContainer
    /// FFmpeg's functions.
    let av: tessera_media
    let stream: UnsafeMutablePointer<AVStream>
    private let codec: UnsafeMutablePointer<AVCodecContext>
    /// The stream's packet read last by ``readPacket()``; sent and released by ``sendPacket(discarding:)``.
    let packet: UnsafeMutablePointer<AVPacket>
    /// The newest decoded frame (empty until one decodes); kept while the decoder is asked for the next.
    let frame: UnsafeMutablePointer<AVFrame>
    private let incoming: UnsafeMutablePointer<AVFrame>
    /// Whether a packet failed to be read or decoded, or the decoder concealed errors in a frame.
    private(set) var isDamaged = false
    /// Whether a frame has been decoded.
    private(set) var hasFrame = false
    /// Why reading stopped before the end of the file, once ``readPacket()`` returned false for an error.
    private(set) var readFailure: ImageError?

    /// Prepares the decoder of `stream` in `container`.
    init(container: VideoContainer, stream: UnsafeMutablePointer<AVStream>) throws(ImageError) {
        let av = container.av
        let codec = try VideoCodec.open(stream, using: av)
        guard let packet = av.av_packet_alloc(), let frame = av.av_frame_alloc(),
            let incoming = av.av_frame_alloc()
        else {
            var allocated: UnsafeMutablePointer<AVCodecContext>? = codec
            av.avcodec_free_context(&allocated)
            throw ImageError(reason: "out of memory")
        }
        (self.container, self.av, self.stream, self.codec) = (container, av, stream, codec)
        (self.packet, self.frame, self.incoming) = (packet, frame, incoming)
    }

    deinit {
        var codec: UnsafeMutablePointer<AVCodecContext>? = codec
        av.avcodec_free_context(&codec)
        var packet: UnsafeMutablePointer<AVPacket>? = packet
        av.av_packet_free(&packet)
        for frame in [frame, incoming] {
            var frame: UnsafeMutablePointer<AVFrame>? = frame
            av.av_frame_free(&frame)
        }
    }

    /// Reads the stream's next packet into ``packet``, skipping other streams' packets; false at the end
    /// of the file, or when reading failed (``readFailure`` then says why, and the session is damaged).
    /// Throws once the deadline has passed.
    func readPacket() throws(ImageError) -> Bool {
        let deadline = container.deadline.pointee
        while true {
            guard !deadline.hasPassed else { throw deadline.timedOut }
            let read = av.av_read_frame(container.context, packet)
            if read < 0 {
                if deadline.hasPassed { throw deadline.timedOut }
                if read != tessera_averror_eof() {
                    isDamaged = true
                    readFailure = FFmpeg.error(read)
                }
                return false
            }
            if packet.pointee.stream_index == stream.pointee.index { return true }
            av.av_packet_unref(packet)
        }
    }

    /// Sends ``packet`` to the decoder and releases it; with `discard`, the frames it says to skip (e.g.
    /// `AVDISCARD_NONREF`: those no other frame refers to) are not decoded.
    func sendPacket(discarding discard: AVDiscard = AVDISCARD_DEFAULT) {
        codec.pointee.skip_frame = discard
        if av.avcodec_send_packet(codec, packet) < 0 { isDamaged = true }
        av.av_packet_unref(packet)
    }

    /// Tells the decoder the stream has ended, so it gives the frames it still holds.
    func flush() {
        _ = av.avcodec_send_packet(codec, nil)
    }

    /// Asks the decoder for its next frame, which replaces ``frame``.
    func receiveFrame() -> Received {
        let status = av.avcodec_receive_frame(codec, incoming)
        if status == tessera_averror_again() { return .needsPacket }
        if status == tessera_averror_eof() { return .end }
        guard status >= 0 else { return .failed(status) }
        av.av_frame_unref(frame)
        av.av_frame_move_ref(frame, incoming)
        hasFrame = true
        if frame.pointee.flags & AV_FRAME_FLAG_CORRUPT != 0 || frame.pointee.decode_error_flags != 0 {
            isDamaged = true
        }
        return .frame
    }

    /// Records damage the caller found (a decoder failure it stepped over).
    func markDamaged() { isDamaged = true }
}
