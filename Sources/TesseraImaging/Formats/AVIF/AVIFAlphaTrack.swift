import CMediaLoader
import SystemPackage

/// Finds an AVIF sequence's alpha track the way libavif does: the track whose `tref` box holds an `auxl`
/// reference to the colour track (FFmpeg 5.1 reads both tracks as video streams, but not that reference).
/// Reads the `moov` box's tracks from the file's bytes, every size checked against its parent box.
enum AVIFAlphaTrack {
    /// The ID of the track that is the alpha plane of track `colourTrackID`, or nil when there is none.
    static func id(for colourTrackID: UInt32, in bytes: [UInt8]) -> UInt32? {
        guard let movie = boxes(in: bytes, 0..<bytes.count).first(where: { $0.type == "moov" }) else {
            return nil
        }
        for track in boxes(in: bytes, movie.contents) where track.type == "trak" {
            let parts = boxes(in: bytes, track.contents)
            guard let header = parts.first(where: { $0.type == "tkhd" }),
                let references = parts.first(where: { $0.type == "tref" }),
                let trackID = trackID(in: bytes, header: header.contents)
            else { continue }
            let auxiliaryOf = boxes(in: bytes, references.contents).filter { $0.type == "auxl" }.flatMap {
                stride(from: $0.contents.lowerBound, through: $0.contents.upperBound - 4, by: 4).map {
                    word(bytes, at: $0)
                }
            }
            if auxiliaryOf.contains(colourTrackID) { return trackID }
        }
        return nil
    }

    /// The frames of the alpha track of `colour`, read from a second opening of `file` (each reader reads
    /// its own packets), or nil for a sequence without alpha.
    static func frames(
        of colour: UnsafeMutablePointer<AVStream>, file: FilePath, bytes: [UInt8], request: DecodeRequest,
        deadline: MonotonicDeadline
    ) throws(ImageError) -> VideoFrameReader? {
        guard colour.pointee.id > 0, let id = id(for: UInt32(colour.pointee.id), in: bytes)
        else {
            return nil
        }
        let container = try VideoContainer(path: file, deadline: deadline)
        guard let stream = container.videoStream(id: id) else { return nil }
        let parameters = stream.pointee.codecpar.pointee
        try request.checkLimit(PixelSize(width: Int(parameters.width), height: Int(parameters.height)))
        return try VideoFrameReader(container: container, stream: stream)
    }

    /// One box: its four-character type and the range of its contents.
    private struct Box {
        var type: String
        var contents: Range<Int>
    }

    /// The boxes laid end to end in `range` (at most 256; a box reaching past `range` ends the list).
    private static func boxes(in bytes: [UInt8], _ range: Range<Int>) -> [Box] {
        var found: [Box] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound, found.count < 256 {
            var size = Int(word(bytes, at: offset))
            var header = 8
            if size == 1 {
                guard offset + 16 <= range.upperBound else { break }
                let large = UInt64(word(bytes, at: offset + 8)) << 32 | UInt64(word(bytes, at: offset + 12))
                guard large <= UInt64(range.upperBound - offset) else { break }
                (size, header) = (Int(large), 16)
            } else if size == 0 {
                size = range.upperBound - offset
            }
            guard size >= header, size <= range.upperBound - offset else { break }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            found.append(Box(type: type, contents: (offset + header)..<(offset + size)))
            offset += size
        }
        return found
    }

    /// The track ID in a `tkhd` box's contents (after 8- or 4-byte creation and modification times).
    private static func trackID(in bytes: [UInt8], header: Range<Int>) -> UInt32? {
        guard let version = header.isEmpty ? nil : bytes[header.lowerBound] else { return nil }
        let offset = header.lowerBound + (version == 1 ? 20 : 12)
        return offset + 4 <= header.upperBound ? word(bytes, at: offset) : nil
    }

    /// The big-endian 32-bit number at `offset` (the caller checks the four bytes are there).
    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
