import CMediaLoader

/// Decodes one video stream's frames in order, from its start, each handed over as it comes (an AVIF
/// sequence's frames); stops at the container's deadline.
final class VideoFrameReader {
    private let session: VideoDecodingSession
    private var flushed = false

    /// Prepares the decoder of `stream`.
    init(container: VideoContainer, stream: UnsafeMutablePointer<AVStream>) throws(ImageError) {
        session = try VideoDecodingSession(container: container, stream: stream)
    }

    /// Whether a packet failed to decode or the decoder concealed errors in a frame.
    var isDamaged: Bool { session.isDamaged }

    /// The next frame (valid until the next call), or nil at the end of the stream.
    func nextFrame() throws(ImageError) -> UnsafeMutablePointer<AVFrame>? {
        let deadline = session.container.deadline.pointee
        while true {
            guard !deadline.hasPassed else { throw deadline.timedOut }
            switch session.receiveFrame() {
            case .frame: return session.frame
            case .end: return nil
            case .failed(let status): throw FFmpeg.error(status)
            case .needsPacket:
                guard !flushed else { return nil }
                if try session.readPacket() {
                    session.sendPacket()
                } else {
                    flushed = true
                    session.flush()
                }
            }
        }
    }
}
