import CMediaLoader
import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One open video file: libavformat's context with its streams probed, allowed only the `file` protocol
/// and the demuxers of the extensions Tessera lists, and interrupted once its deadline passes.
final class VideoContainer {
    /// The demuxers a video file may be read with (names as libavformat lists them).
    static let demuxers = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi"

    /// FFmpeg's functions.
    let av: tessera_media
    let context: UnsafeMutablePointer<AVFormatContext>
    /// Read by the interrupt callback; freed with the context.
    let deadline: UnsafeMutablePointer<MonotonicDeadline>

    /// Opens `path` and reads enough packets to know its streams, before `deadline`.
    init(path: FilePath, deadline: MonotonicDeadline) throws(ImageError) {
        let av = try FFmpeg.functions()
        guard let allocated = av.avformat_alloc_context() else { throw ImageError(reason: "out of memory") }
        let deadlinePointer = UnsafeMutablePointer<MonotonicDeadline>.allocate(capacity: 1)
        deadlinePointer.initialize(to: deadline)
        allocated.pointee.interrupt_callback = AVIOInterruptCB(
            callback: { opaque in
                guard let opaque else { return 0 }
                return opaque.assumingMemoryBound(to: MonotonicDeadline.self).pointee.hasPassed ? 1 : 0
            }, opaque: UnsafeMutableRawPointer(deadlinePointer))
        var options: OpaquePointer? = nil
        // Never another protocol (a playlist naming URLs) nor another demuxer (an image sequence).
        guard av.av_dict_set(&options, "protocol_whitelist", "file", 0) >= 0,
            av.av_dict_set(&options, "format_whitelist", Self.demuxers, 0) >= 0
        else {
            av.av_dict_free(&options)
            var unopened: UnsafeMutablePointer<AVFormatContext>? = allocated
            av.avformat_close_input(&unopened)
            deadlinePointer.deallocate()
            throw ImageError(reason: "out of memory")
        }
        var opened: UnsafeMutablePointer<AVFormatContext>? = allocated
        // "file:" in front, so a name with a colon is never taken for another protocol.
        var url = Array("file:".utf8CString.dropLast())
        path.withCString { url.append(contentsOf: UnsafeBufferPointer(start: $0, count: strlen($0))) }
        url.append(0)
        let status = av.avformat_open_input(&opened, url, nil, &options)
        av.av_dict_free(&options)
        guard status >= 0, let opened else {
            deadlinePointer.deallocate()
            if deadline.hasPassed { throw deadline.timedOut }
            // The probe found a format outside the list: a photo or a playlist named like a video.
            if status == -EINVAL { throw FFmpeg.notAVideo }
            throw FFmpeg.error(status)
        }
        (self.av, context) = (av, opened)
        self.deadline = deadlinePointer
        guard !headerDescribesEveryVideoStream else { return }
        let probed = av.avformat_find_stream_info(context, nil)
        guard probed >= 0 else { throw deadline.hasPassed ? deadline.timedOut : FFmpeg.error(probed) }
    }

    /// Whether the container's header alone gives every video stream its codec and size and the file its
    /// duration, as MP4/QuickTime's `moov` and Matroska's segment do: then probing the streams
    /// (`avformat_find_stream_info`, which decodes the first frame: ≈ 7 ms of a 1080p poster) is skipped.
    private var headerDescribesEveryVideoStream: Bool {
        guard let name = context.pointee.iformat?.pointee.name.map({ String(cString: $0) }),
            name.hasPrefix("mov,") || name.hasPrefix("matroska,"), duration != nil,
            let streams = context.pointee.streams
        else { return false }
        let videos = (0..<Int(context.pointee.nb_streams)).compactMap {
            streams[$0]?.pointee.codecpar?.pointee
        }
        .filter { $0.codec_type == AVMEDIA_TYPE_VIDEO }
        return !videos.isEmpty
            && videos.allSatisfy { $0.codec_id != AV_CODEC_ID_NONE && $0.width > 0 && $0.height > 0 }
    }

    deinit {
        var opened: UnsafeMutablePointer<AVFormatContext>? = context
        av.avformat_close_input(&opened)
        deadline.deallocate()
    }

    /// The stream a poster comes from: libavformat's choice of video stream.
    ///
    /// With `first`, the first video stream in the file instead: an AVIF sequence's colour track, which
    /// libavif writes before the alpha track that refers to it (FFmpeg 5.1 does not read that reference,
    /// and may find the alpha track "best").
    func videoStream(first: Bool = false) throws(ImageError) -> UnsafeMutablePointer<AVStream> {
        if first, let streams = context.pointee.streams {
            let found = (0..<Int(context.pointee.nb_streams)).lazy.compactMap { streams[$0] }.first {
                $0.pointee.codecpar?.pointee.codec_type == AVMEDIA_TYPE_VIDEO
            }
            guard let found else { throw FFmpeg.noVideoStream }
            return found
        }
        let index = av.av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let streams = context.pointee.streams, let stream = streams[Int(index)] else {
            throw FFmpeg.noVideoStream
        }
        return stream
    }

    /// The video stream whose format-specific ID is `id` (an MP4 track's ID), if any.
    func videoStream(id: UInt32) -> UnsafeMutablePointer<AVStream>? {
        guard let streams = context.pointee.streams else { return nil }
        return (0..<Int(context.pointee.nb_streams)).lazy.compactMap { streams[$0] }.first {
            $0.pointee.id == Int32(bitPattern: id)
                && $0.pointee.codecpar?.pointee.codec_type == AVMEDIA_TYPE_VIDEO
        }
    }

    /// The duration in seconds, when the container states one.
    var duration: Double? {
        let duration = context.pointee.duration
        guard duration != tessera_av_nopts_value(), duration > 0 else { return nil }
        return Double(duration) / Double(AV_TIME_BASE)
    }

    /// QuickTime's creation date with its offset when present, else `creation_time` (UTC), from the
    /// container or else the video stream.
    func creationDate(stream: UnsafeMutablePointer<AVStream>?) -> RecordedDate? {
        for key in ["com.apple.quicktime.creationdate", "creation_time"] {
            for metadata in [context.pointee.metadata, stream?.pointee.metadata] {
                guard let entry = av.av_dict_get(metadata, key, nil, 0), let value = entry.pointee.value
                else {
                    continue
                }
                if let date = RecordedDate(iso8601: String(cString: value)) { return date }
            }
        }
        return nil
    }
}
