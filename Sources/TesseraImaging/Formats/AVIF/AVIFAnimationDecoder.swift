import CMediaLoader
import SystemPackage

/// Plays an AVIF image sequence (`avis`): libheif 1.15 reads items only, so the frames come from the
/// sequence's colour track through FFmpeg (its MP4 demuxer and libavcodec's AV1 decoder, loaded on first
/// use like a video's), each shown for its own duration (the track's time stamps). FFmpeg 5.1 does not
/// join the alpha track to the colour track: Tessera finds it (``AVIFAlphaTrack``), decodes it beside the
/// colour track and lays each colour frame over the background through its alpha frame. Read from the file
/// only.
enum AVIFAnimationDecoder {
    /// Every frame of the sequence in `file` (whose first bytes are `bytes`), or nil for a still AVIF or a
    /// sequence of one frame. The frames together are held to the limit before and while decoding.
    static func decode(_ file: FilePath, bytes: [UInt8], request: DecodeRequest) throws(ImageError)
        -> Animation?
    {
        guard AVIFSequence.isSequence(bytes) else { return nil }
        let deadline = MonotonicDeadline(secondsFromNow: VideoDecoder.timeLimit)
        let container = try VideoContainer(path: file, deadline: deadline)
        let stream = try container.videoStream(first: true)
        let parameters = stream.pointee.codecpar.pointee
        let stored = PixelSize(width: Int(parameters.width), height: Int(parameters.height))
        guard stored.area > 0 else { throw ImageError(reason: "AVIF sequence has no picture size") }
        let orientation = VideoRotation.orientation(of: stream, using: container.av)
        var budget = try AnimationBudget(canvas: orientation.upright(stored), request: request)
        let stated = Int(stream.pointee.nb_frames)
        guard stated != 1 else { return nil }
        // The frame count the track states is checked before a frame is decoded (a bomb refused at once);
        // each decoded frame is counted again below.
        var stateBudget = budget
        for _ in 0..<min(max(stated, 0), 1_000_000) { try stateBudget.addFrame(decoding: stored) }
        let reader = try VideoFrameReader(container: container, stream: stream)
        var damage: String?
        let alphaReader: VideoFrameReader?
        do {
            alphaReader = try AVIFAlphaTrack.frames(
                of: stream, file: file, bytes: bytes, request: request, deadline: deadline)
        } catch {
            alphaReader = nil  // the colour frames play opaque, with the reason
            damage = "the AVIF sequence's alpha track: \(error.reason)"
        }
        let compositor = AlphaCompositor(background: request.background)
        var frames: [Animation.Frame] = []
        var times: [Int64] = []
        while true {
            let next: UnsafeMutablePointer<AVFrame>?
            let alpha: UnsafeMutablePointer<AVFrame>?
            do {
                next = try reader.nextFrame()
                alpha = next == nil ? nil : try alphaReader?.nextFrame()
            } catch {
                guard !frames.isEmpty else { throw error }
                damage = error.reason
                break
            }
            guard let frame = next else { break }
            try budget.addFrame(decoding: stored)
            let target = orientation.upright(budget.output)
            var image = try VideoFrameScaler.rgb(frame, target: target, using: container.av)
            if let alpha {
                let opacity = try VideoFrameScaler.grey(alpha, target: target, using: container.av)
                image = compositor.composite(image, opacity: opacity)
            } else if alphaReader != nil {
                damage = "the AVIF sequence's alpha track ends early"
            }
            frames.append(Animation.Frame(image: image.uprighted(from: orientation), delayMilliseconds: 0))
            times.append(frame.pointee.best_effort_timestamp)
        }
        if reader.isDamaged || alphaReader?.isDamaged == true, damage == nil {
            damage = "the AVIF sequence's data is damaged"
        }
        guard frames.count > 1 else {
            if frames.isEmpty { throw ImageError(reason: "no frame of the AVIF sequence could be decoded") }
            return nil
        }
        let delays = durations(of: times, stream: stream)
        for index in frames.indices {
            frames[index].delayMilliseconds = Animation.playedDelay(storedMilliseconds: delays[index])
        }
        return Animation(canvasSize: budget.canvas, frames: frames, damage: damage)
    }

    /// How long each frame shows, in milliseconds, from its time stamp to the next one's (the last to the
    /// end of the track, or as long as the one before).
    static func durations(of times: [Int64], stream: UnsafeMutablePointer<AVStream>) -> [Int] {
        let timeBase = av_q2d(stream.pointee.time_base)
        let start = stream.pointee.start_time == tessera_av_nopts_value() ? 0 : stream.pointee.start_time
        let end = stream.pointee.duration > 0 ? start + stream.pointee.duration : nil
        let milliseconds = { (ticks: Int64) -> Int in
            let value = Double(ticks) * timeBase * 1000
            return value.isFinite && value > 0 ? Int(min(value, 3_600_000).rounded()) : 0
        }
        return times.indices.map { index in
            if index + 1 < times.count { return milliseconds(times[index + 1] - times[index]) }
            if let end, end > times[index] { return milliseconds(end - times[index]) }
            return index > 0 ? milliseconds(times[index] - times[index - 1]) : 0
        }
    }
}
