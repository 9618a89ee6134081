/// Reads ``PhotoMetadata`` from an EXIF block: IFD0, then the Exif and GPS directories it points to.
///
/// Bounded by construction: every read goes through ``TIFFStructure``'s checked accessors, each directory
/// is read at most once (a pointer back to a directory already read is ignored, so loops end), at most
/// ``ExifDirectory/maxEntries`` entries per directory and ``ExifDirectory/maxTextBytes`` per text.
enum ExifParser {
    /// The metadata in `block`; empty when it holds no TIFF header.
    static func metadata(in block: [UInt8]) -> PhotoMetadata {
        var metadata = PhotoMetadata()
        guard let structure = TIFFStructure(block: block), let first = structure.firstDirectoryOffset,
            let ifd0 = ExifDirectory(structure: structure, offset: Int(first))
        else { return metadata }
        var visited = [Int(first)]
        func subdirectory(_ tag: UInt16) -> ExifDirectory? {
            guard let offset = ifd0.unsigned(tag).map(Int.init), !visited.contains(offset) else { return nil }
            visited.append(offset)
            return ExifDirectory(structure: structure, offset: offset)
        }
        let exif = subdirectory(ExifTag.exifDirectory)
        let gps = subdirectory(ExifTag.gpsDirectory)

        metadata.make = ifd0.text(ExifTag.make)
        metadata.model = ifd0.text(ExifTag.model)
        metadata.orientation = ifd0.unsigned(ExifTag.orientation).flatMap {
            ExifOrientation(rawValue: Int($0))
        }
        metadata.dateTaken = dateTaken(ifd0: ifd0, exif: exif)
        if let exif {
            metadata.lensModel = exif.text(ExifTag.lensModel)
            metadata.exposureTime = exif.rational(ExifTag.exposureTime).flatMap { $0.value > 0 ? $0 : nil }
            metadata.fNumber = positive(exif.rational(ExifTag.fNumber))
            metadata.focalLength = positive(exif.rational(ExifTag.focalLength))
            metadata.iso = exif.unsigned(ExifTag.photographicSensitivity).flatMap { $0 > 0 ? Int($0) : nil }
        }
        if let gps { metadata.location = location(gps) }
        return metadata
    }

    /// DateTimeOriginal, else DateTimeDigitized, else DateTime, each with its own offset tag.
    private static func dateTaken(ifd0: ExifDirectory, exif: ExifDirectory?) -> ExifDateTime? {
        if let exif {
            if let date = date(
                in: exif, exif: exif, ExifTag.dateTimeOriginal, ExifTag.offsetTimeOriginal, .original)
            {
                return date
            }
            if let date = date(
                in: exif, exif: exif, ExifTag.dateTimeDigitized, ExifTag.offsetTimeDigitized, .digitized)
            {
                return date
            }
        }
        return date(in: ifd0, exif: exif, ExifTag.dateTime, ExifTag.offsetTime, .modified)
    }

    /// The date of `dateTag` in `directory` with the offset of `offsetTag`, which belongs to the Exif IFD
    /// even for IFD0's DateTime (read from `directory` when there is no Exif IFD).
    private static func date(
        in directory: ExifDirectory, exif: ExifDirectory?, _ dateTag: UInt16, _ offsetTag: UInt16,
        _ source: ExifDateTime.Source
    ) -> ExifDateTime? {
        guard let text = directory.text(dateTag) else { return nil }
        return ExifDateTime(exifText: text, offset: (exif ?? directory).text(offsetTag), source: source)
    }

    /// Latitude and longitude from degrees, minutes and seconds with their N/S and E/W references.
    private static func location(_ gps: ExifDirectory) -> GPSCoordinate? {
        func degrees(_ tag: UInt16, negativeRef: String, refTag: UInt16) -> Double? {
            let parts = gps.rationals(tag, limit: 3)
            guard parts.count == 3, let d = parts[0], let m = parts[1], let s = parts[2] else { return nil }
            let value = d.value + m.value / 60 + s.value / 3600
            guard value.isFinite else { return nil }
            return gps.text(refTag)?.uppercased() == negativeRef ? -value : value
        }
        guard let latitude = degrees(ExifTag.gpsLatitude, negativeRef: "S", refTag: ExifTag.gpsLatitudeRef),
            let longitude = degrees(ExifTag.gpsLongitude, negativeRef: "W", refTag: ExifTag.gpsLongitudeRef)
        else { return nil }
        return GPSCoordinate(latitude: latitude, longitude: longitude)
    }

    private static func positive(_ rational: ExifRational?) -> Double? {
        guard let value = rational?.value, value > 0, value.isFinite else { return nil }
        return value
    }
}
