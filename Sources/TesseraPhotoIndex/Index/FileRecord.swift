import SystemPackage

/// One row of the index: a file's path, the version of it that was read, by which reader, and its facts.
struct FileRecord: Hashable, Sendable {
    /// The file's path, bytes exactly as on disk.
    let path: FilePath
    /// The version of the file the facts describe.
    let key: FileKey
    /// ``PhotoFactsReader/identity`` of the reader that made the facts.
    let reader: String
    /// The facts.
    let facts: PhotoFacts

    /// Whether the row still describes the file at `key` as `reader` would read it.
    func isCurrent(for key: FileKey, reader: String) -> Bool {
        self.key == key && self.reader == reader
    }
}

extension FileRecord {
    /// The columns in the order ``values`` and ``init(row:)`` use.
    static let columns = """
        path, size, mtime_seconds, mtime_nanoseconds, inode, reader, kind, date_kind, date_seconds, \
        date_offset, width, height, duration, make, model, lens, exposure, f_number, iso, focal_length, \
        latitude, longitude, altitude
        """

    /// `?, ?, …` for each of ``columns``.
    static let placeholders = Array(repeating: "?", count: 23).joined(separator: ", ")

    /// The row's values, in the order of ``columns``.
    var values: [SQLiteValue] {
        let date: (kind: Int?, seconds: Int64?) =
            switch facts.dateTaken {
            case .wallClock(let seconds, _): (0, seconds)
            case .instant(let seconds, _): (1, seconds)
            case nil: (nil, nil)
            }
        let exif = facts.exif
        return [
            .blob(path.bytes), .integer(key.size), .integer(key.modifiedSeconds),
            .integer(key.modifiedNanoseconds), .integer(key.inode), .text(reader),
            .integer(facts.kind.rawValue), .integer(date.kind), .integer(date.seconds),
            .integer(facts.dateTaken?.utcOffset), .integer(facts.pixelSize?.width),
            .integer(facts.pixelSize?.height), .real(facts.durationSeconds), .text(exif.make),
            .text(exif.model), .text(exif.lens), .real(exif.exposureSeconds), .real(exif.fNumber),
            .integer(exif.iso), .real(exif.focalLengthMillimetres), .real(exif.location?.latitude),
            .real(exif.location?.longitude), .real(exif.location?.altitude),
        ]
    }

    /// The record in the current row of `statement`, which selected ``columns``.
    init(row statement: SQLiteStatement) {
        path = statement.withBlob(at: 0) { FilePath(bytes: $0) }
        key = FileKey(
            size: statement.integer(at: 1) ?? 0, modifiedSeconds: statement.integer(at: 2) ?? 0,
            modifiedNanoseconds: statement.integer(at: 3) ?? 0, inode: statement.integer(at: 4) ?? 0)
        reader = statement.text(at: 5) ?? ""
        let offset = statement.integer(at: 9).map { Int32(clamping: $0) }
        let dateTaken: DateTaken? =
            switch (statement.integer(at: 7), statement.integer(at: 8)) {
            case (0, let seconds?): .wallClock(localSeconds: seconds, utcOffset: offset)
            case (1, let seconds?): .instant(utcSeconds: seconds, utcOffset: offset)
            default: nil
            }
        let pixelSize = statement.integer(at: 10).flatMap { width in
            statement.integer(at: 11).map { PixelSize(width: Int(width), height: Int($0)) }
        }
        let location = statement.real(at: 20).flatMap { latitude in
            statement.real(at: 21).map {
                GPSLocation(latitude: latitude, longitude: $0, altitude: statement.real(at: 22))
            }
        }
        let exif = ExifSummary(
            make: statement.text(at: 13), model: statement.text(at: 14), lens: statement.text(at: 15),
            exposureSeconds: statement.real(at: 16), fNumber: statement.real(at: 17),
            iso: statement.integer(at: 18).map { Int($0) }, focalLengthMillimetres: statement.real(at: 19),
            location: location)
        facts = PhotoFacts(
            kind: MediaKind(rawValue: Int(statement.integer(at: 6) ?? 0)) ?? .photo, dateTaken: dateTaken,
            pixelSize: pixelSize, durationSeconds: statement.real(at: 12), exif: exif)
    }
}
