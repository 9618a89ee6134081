import SystemPackage

/// An AVIF image sequence (`avis`) that carries no still picture: no `meta` box, so no primary item for
/// libheif (1.15 reads items only), just its track of AV1 frames. FFmpeg's MP4 demuxer reads that track as
/// a video, so the first frame comes from there (dav1d, through libavcodec): the Feed shows it, as it shows
/// an animated AVIF's primary item. Read from the file only: FFmpeg opens files, not memory.
enum AVIFSequence {
    /// Whether `bytes` are an AVIF sequence (`avis` among the `ftyp` brands) with no top-level `meta` box.
    static func lacksStillPicture(_ bytes: [UInt8]) -> Bool {
        guard isSequence(bytes) else { return false }
        var boxes: [String] = []
        var offset = 0
        while offset + 8 <= bytes.count, boxes.count < 64 {
            let size = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            boxes.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            guard size >= 8 else { break }  // 0: to the end; 1: a 64-bit size, only for `mdat` in practice
            offset += size
        }
        return boxes.first == "ftyp" && !boxes.contains("meta")
    }

    /// Whether `bytes` are an AVIF image sequence: `avis` among the `ftyp` box's brands.
    static func isSequence(_ bytes: [UInt8]) -> Bool {
        guard ImageFormat(magic: bytes) == .avif, bytes.count >= 8 else { return false }
        let ftypSize = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let brands = stride(from: 8, to: min(ftypSize, bytes.count) - 3, by: 4).map {
            String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self)
        }
        return brands.contains("avis")
    }

    /// Why the sequence in memory cannot be shown.
    static let needsFile = ImageError(reason: "AVIF sequence without a still picture (read from its file)")

    /// The first frame of the sequence in `file` (whose bytes are `bytes`), as `request` asks, laid over
    /// the background through the first frame of its alpha track when it has one (opaque, with the reason
    /// as damage, when the alpha track cannot be read).
    static func decode(_ file: FilePath, bytes: [UInt8], request: DecodeRequest) throws(ImageError)
        -> DecodedImage
    {
        let deadline = MonotonicDeadline(secondsFromNow: VideoDecoder.timeLimit)
        var decoded = try VideoDecoder.decode(file, request: request, posterAtFraction: 0, firstStream: true)
        decoded.info.format = .avif
        decoded.video = nil
        do {
            let opacity = try firstAlphaFrame(
                file, bytes: bytes, upright: decoded.image.size, request: request, deadline: deadline)
            if let opacity {
                decoded.image = AlphaCompositor(background: request.background).composite(
                    decoded.image, opacity: opacity)
            }
        } catch {
            // The colour frame is shown whole, opaque, with the reason.
            decoded.damage = decoded.damage ?? "the AVIF sequence's alpha track: \(error.reason)"
        }
        return decoded
    }

    /// The first frame of the alpha track at the `upright` size (one byte a pixel, turned as the colour
    /// track is), or nil for a sequence without alpha.
    private static func firstAlphaFrame(
        _ file: FilePath, bytes: [UInt8], upright: PixelSize, request: DecodeRequest,
        deadline: MonotonicDeadline
    ) throws(ImageError) -> [UInt8]? {
        let container = try VideoContainer(path: file, deadline: deadline)
        let colour = try container.videoStream(first: true)
        guard
            let reader = try AVIFAlphaTrack.frames(
                of: colour, file: file, bytes: bytes, request: request, deadline: deadline),
            let frame = try reader.nextFrame()
        else { return nil }
        let orientation = VideoRotation.orientation(of: colour, using: container.av)
        let stored = orientation.upright(upright)  // a quarter turn swaps the sides back
        let plane = try VideoFrameScaler.grey(frame, target: stored, using: container.av)
        guard orientation != .up else { return plane }
        let turned = RGBImage(
            width: stored.width, height: stored.height, pixels: plane.flatMap { [$0, $0, $0] }
        ).uprighted(from: orientation)
        return stride(from: 0, to: turned.pixels.count, by: 3).map { turned.pixels[$0] }
    }

    /// The size of the sequence's frames in `file`.
    static func info(_ file: FilePath, limits: DecodeLimits) throws(ImageError) -> ImageInfo {
        var info = try VideoDecoder.info(file, limits: limits, firstStream: true).0
        info.format = .avif
        return info
    }
}
