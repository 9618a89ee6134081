import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraShell

/// One row of the info panel: a label, and its value in parts that are joined by ` · ` and wrapped
/// between parts where they can (``InfoPanel``).
struct InfoRow: Hashable {
    /// What the value is, e.g. `Camera`.
    var label: String
    /// The value, already sanitised (``TextSanitizer``), e.g. `["1/250", "f/1.8", "ISO 125", "6.9 mm"]`.
    var parts: [String]

    init(_ label: String, _ parts: [String]) {
        self.label = label
        self.parts = parts.map(TextSanitizer.sanitize)
    }
}

/// The info panel's words: which rows a photo has and how each fact is written. A fact the file does
/// not have is left out, never shown blank.
enum PhotoInfoText {
    /// The rows for `photo`, whose facts are `info` (`nil` while they are being read).
    static func rows(for photo: Photo, info: PhotoInfo?) -> [InfoRow] {
        var rows: [InfoRow] = []
        let metadata = info?.metadata ?? PhotoMetadata()
        if let taken = metadata.dateTaken {
            rows.append(InfoRow("Taken", date(taken)))
        } else if let recorded = info?.video?.creationDate {
            rows.append(InfoRow("Taken", date(recorded)))
        }
        if let duration = info?.video?.duration {
            rows.append(InfoRow("Length", [VideoInfo.clockText(seconds: duration)]))
        }
        if let camera = camera(make: metadata.make, model: metadata.model) {
            rows.append(InfoRow("Camera", [camera]))
        }
        if let lens = metadata.lensModel.flatMap(trimmed) { rows.append(InfoRow("Lens", [lens])) }
        let settings = [
            metadata.exposureTime.map(exposure), metadata.fNumber.map(aperture),
            metadata.iso.map { "ISO \($0)" },
            metadata.focalLength.map(focalLength),
        ].compactMap { $0 }
        if !settings.isEmpty { rows.append(InfoRow("Shot", settings)) }
        if let size = info?.pixelSize {
            let pixels = "\(size.width)×\(size.height)"
            rows.append(InfoRow("Size", size.area >= 100_000 ? [pixels, megapixels(size)] : [pixels]))
        }
        rows.append(InfoRow("File", [ByteCountFormat.string(photo.byteCount)]))
        rows.append(InfoRow("Path", [photo.path.string]))
        if let location = metadata.location { rows.append(InfoRow("GPS", [location.description])) }
        if info == nil { rows.append(InfoRow("", ["reading…"])) }
        if let problem = info?.problem { rows.append(InfoRow("Note", [problem])) }
        return rows
    }

    /// `Nov 8, 2026` and `12:11`, with the offset when the file states one (`12:11 +01:00`): the
    /// wall-clock time as recorded, never converted.
    static func date(_ date: ExifDateTime) -> [String] {
        clock(
            year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
            offsetMinutes: date.utcOffsetMinutes)
    }

    /// A video's recording date written as a photo's.
    static func date(_ date: RecordedDate) -> [String] {
        clock(
            year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
            offsetMinutes: date.utcOffsetSeconds.map { $0 / 60 })
    }

    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    private static func clock(year: Int, month: Int, day: Int, hour: Int, minute: Int, offsetMinutes: Int?)
        -> [String]
    {
        let monthName = monthNames.indices.contains(month - 1) ? monthNames[month - 1] : "\(month)"
        var time = "\(two(hour)):\(two(minute))"
        if let offset = offsetMinutes {
            time += " \(offset < 0 ? "-" : "+")\(two(abs(offset) / 60)):\(two(abs(offset) % 60))"
        }
        return ["\(monthName) \(day), \(year)", time]
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The camera from Make and Model, the maker left out when the model already names it (`Canon` and
    /// `Canon EOS R5` give `Canon EOS R5`, `NIKON CORPORATION` and `NIKON D850` give `NIKON D850`);
    /// `nil` when neither is set.
    static func camera(make: String?, model: String?) -> String? {
        let make = make.flatMap(trimmed)
        let model = model.flatMap(trimmed)
        guard let model else { return make }
        guard let make, let brand = make.split(separator: " ").first else { return model }
        return model.lowercased().contains(brand.lowercased()) ? model : "\(make) \(model)"
    }

    /// An exposure time as photographers write it: `1/250` below a second, `2.5 s` from one on.
    static func exposure(_ time: ExifRational) -> String {
        time.value < 1 ? time.description : "\(time.description) s"
    }

    /// `f/1.8`: one decimal.
    static func aperture(_ fNumber: Double) -> String {
        "f/" + oneDecimal(fNumber, keepingZero: true)
    }

    /// `6.9 mm`, or `24 mm` for a whole number.
    static func focalLength(_ millimetres: Double) -> String {
        oneDecimal(millimetres, keepingZero: false) + " mm"
    }

    /// `12.2 MP` for a photo's pixel count (shown from 0.1 MP on).
    static func megapixels(_ size: PixelSize) -> String {
        oneDecimal(Double(size.width) * Double(size.height) / 1_000_000, keepingZero: true) + " MP"
    }

    /// `value` rounded to one decimal; a whole result keeps its `.0` only when `keepingZero`.
    static func oneDecimal(_ value: Double, keepingZero: Bool) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "?" }
        let tenths = Int((value * 10).rounded())
        if tenths % 10 == 0 && !keepingZero { return "\(tenths / 10)" }
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// The text without surrounding spaces (cameras pad Make and Model), `nil` when nothing is left.
    private static func trimmed(_ text: String) -> String? {
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}
