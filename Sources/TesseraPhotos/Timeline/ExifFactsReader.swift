import SystemPackage
import TesseraImaging
import TesseraPhotoIndex

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PhotoFactsReader {
    /// The reader the app wires into the index: a photo's EXIF date taken, camera facts and upright pixel
    /// size through TesseraImaging's EXIF reader, a video's creation date, duration and size from its
    /// container. Injected here so that TesseraPhotoIndex stays free of the decoders.
    static let exif = PhotoFactsReader(identity: "exif-1") { path, folder in
        ExifFacts.facts(of: path, inFolder: folder)
    }
}

/// Reads ``PhotoFacts`` from a file's own metadata.
enum ExifFacts {
    /// The facts of the file at `path`; a file that is there but cannot be read gets facts without a
    /// date (the timeline then places it by its modification time) so it is not read again until it
    /// changes; `nil` only when the file is gone. With `folder`, the open folder holding `path`, a
    /// photo is opened by its name in it (``ImageDecoder/header(of:inFolder:limits:)``).
    static func facts(of path: FilePath, inFolder folder: FileDescriptor? = nil) -> PhotoFacts? {
        if ImageFormat(fileExtensionOf: path) == .video { return video(at: path) }
        let header =
            folder.map { ImageDecoder.header(of: path, inFolder: $0) } ?? ImageDecoder.header(of: path)
        let info = try? header.info.get()
        let metadata = try? header.metadata.get()
        guard info != nil || metadata != nil || exists(path, inFolder: folder) else { return nil }
        return PhotoFacts(
            kind: .photo, dateTaken: metadata?.dateTaken.map(dateTaken),
            pixelSize: info.map { TesseraPhotoIndex.PixelSize(width: $0.size.width, height: $0.size.height) },
            exif: metadata.map(summary) ?? ExifSummary())
    }

    /// A video's facts: `com.apple.quicktime.creationdate` with its own offset, else `creation_time` as
    /// a UTC moment (converted with the time zone when grouped); its duration and upright size.
    private static func video(at path: FilePath) -> PhotoFacts? {
        let video = try? ImageDecoder.videoInfo(of: path)
        let info = try? ImageDecoder.info(of: path)
        guard video != nil || info != nil || exists(path, inFolder: nil) else { return nil }
        return PhotoFacts(
            kind: .video, dateTaken: video?.creationDate.map(dateTaken),
            pixelSize: info.map { TesseraPhotoIndex.PixelSize(width: $0.size.width, height: $0.size.height) },
            durationSeconds: video?.duration)
    }

    /// An EXIF date as the wall clock shows it; its offset kept for display.
    static func dateTaken(_ date: ExifDateTime) -> DateTaken {
        .wallClock(
            localSeconds: wallClockSeconds(
                year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
                second: date.second),
            utcOffset: date.utcOffsetMinutes.map { Int32($0 * 60) })
    }

    /// A video's recorded date as a moment. A `Z` (offset zero) is how `creation_time` writes UTC, not an
    /// offset the camera recorded, so it counts as none: the time zone converts it.
    static func dateTaken(_ date: RecordedDate) -> DateTaken {
        let clock = wallClockSeconds(
            year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
            second: date.second)
        let offset = date.utcOffsetSeconds.flatMap { $0 == 0 ? nil : $0 }
        return .instant(utcSeconds: clock - Int64(offset ?? 0), utcOffset: offset.map(Int32.init))
    }

    private static func wallClockSeconds(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
        -> Int64
    {
        CivilDate(year: year, month: month, day: day).localSeconds
            + Int64(hour * 3600 + minute * 60 + second)
    }

    private static func summary(_ metadata: PhotoMetadata) -> ExifSummary {
        ExifSummary(
            make: metadata.make, model: metadata.model, lens: metadata.lensModel,
            exposureSeconds: metadata.exposureTime?.value, fNumber: metadata.fNumber, iso: metadata.iso,
            focalLengthMillimetres: metadata.focalLength,
            location: metadata.location.map { GPSLocation(latitude: $0.latitude, longitude: $0.longitude) })
    }

    /// Whether there is a file at `path` (in `folder`, by its name, when given), after following links.
    private static func exists(_ path: FilePath, inFolder folder: FileDescriptor?) -> Bool {
        var status = stat()
        guard let folder, let name = path.lastComponent else { return stat(path.string, &status) == 0 }
        return name.withPlatformString { fstatat(folder.rawValue, $0, &status, 0) } == 0
    }
}
