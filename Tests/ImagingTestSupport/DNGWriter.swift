import TesseraImaging

/// Writes minimal DNG files (Adobe's TIFF-based RAW format, the one RAW format with a public
/// specification): IFD0 holds the preview and the camera's names, a SubIFD holds 16-bit Bayer (CFA)
/// samples. Libraw reads them as it reads a camera's DNG; `exiftool` reads them back as a second reader.
public struct DNGWriter {
    /// The embedded preview IFD0 carries.
    public enum Preview {
        /// A baseline JPEG (compression 7), e.g. from ``JPEGWriter``, of the given size.
        case jpeg([UInt8], size: PixelSize)
        /// Uncompressed 8-bit RGB.
        case bitmap(RGBImage)
        /// Uncompressed 16-bit RGB: each 8-bit value of the picture times 257 (so 8 bits read it back
        /// exactly), little-endian.
        case bitmap16(RGBImage)
        /// None: only the raw samples.
        case none
    }

    /// The preview.
    public var preview: Preview
    /// IFD0's Orientation tag (EXIF values 1...8).
    public var orientation: Int
    /// The camera maker and model.
    public var make = "Tessera"
    public var model = "Test Camera"
    /// The raw samples' size.
    public var rawSize = PixelSize(width: 64, height: 48)

    /// Creates a writer.
    public init(preview: Preview, orientation: Int = 1) {
        self.preview = preview
        self.orientation = orientation
    }

    /// The DNG file.
    public func encode() -> [UInt8] {
        var file = TIFFBuilder()
        let raw = [UInt8](repeating: 0x10, count: rawSize.area * 2)
        let rawOffset = file.append(raw)
        let rawIFD = file.appendIFD([
            .long(0x00FE, [0]),  // NewSubFileType: the main image
            .long(0x0100, [UInt32(rawSize.width)]), .long(0x0101, [UInt32(rawSize.height)]),
            .short(0x0102, [16]), .short(0x0103, [1]), .short(0x0106, [32803]),  // CFA
            .long(0x0111, [rawOffset]), .short(0x0115, [1]), .long(0x0116, [UInt32(rawSize.height)]),
            .long(0x0117, [UInt32(raw.count)]), .short(0x828D, [2, 2]), .bytes(0x828E, [0, 1, 1, 2]),
        ])
        var entries: [TIFFBuilder.Entry] = [
            .ascii(0x010F, make), .ascii(0x0110, model), .short(0x0112, [UInt16(orientation)]),
            .long(0x014A, [rawIFD]), .bytes(0xC612, [1, 4, 0, 0]), .ascii(0xC614, "\(make) \(model)"),
        ]
        switch preview {
        case .jpeg(let jpeg, let size):
            let offset = file.append(jpeg)
            entries += previewEntries(
                size: size, compression: 7, photometric: 6, offset: offset, count: jpeg.count)
        case .bitmap(let image):
            let offset = file.append(image.pixels)
            entries += previewEntries(
                size: image.size, compression: 1, photometric: 2, offset: offset, count: image.pixels.count)
        case .bitmap16(let image):
            let samples = image.pixels.flatMap { [$0, $0] }  // v × 257, little-endian: both bytes v
            let offset = file.append(samples)
            entries += previewEntries(
                size: image.size, compression: 1, photometric: 2, offset: offset, count: samples.count,
                bits: 16)
        case .none:
            entries.append(.long(0x00FE, [1]))
        }
        file.setFirstIFD(file.appendIFD(entries))
        return file.bytes
    }

    private func previewEntries(
        size: PixelSize, compression: UInt16, photometric: UInt16, offset: UInt32, count: Int,
        bits: UInt16 = 8
    )
        -> [TIFFBuilder.Entry]
    {
        [
            .long(0x00FE, [1]),  // NewSubFileType: a reduced-resolution preview
            .long(0x0100, [UInt32(size.width)]), .long(0x0101, [UInt32(size.height)]),
            .short(0x0102, [bits, bits, bits]),
            .short(0x0103, [compression]), .short(0x0106, [photometric]), .long(0x0111, [offset]),
            .short(0x0115, [3]), .long(0x0116, [UInt32(size.height)]), .long(0x0117, [UInt32(count)]),
        ]
    }
}

/// A little-endian TIFF file put together from data blocks and IFDs.
struct TIFFBuilder {
    /// One IFD entry.
    enum Entry {
        case bytes(UInt16, [UInt8])
        case ascii(UInt16, String)
        case short(UInt16, [UInt16])
        case long(UInt16, [UInt32])

        var tag: UInt16 {
            switch self {
            case .bytes(let tag, _), .ascii(let tag, _), .short(let tag, _), .long(let tag, _): tag
            }
        }

        /// The TIFF type, count and value bytes.
        var encoded: (type: UInt16, count: Int, value: [UInt8]) {
            switch self {
            case .bytes(_, let values): (1, values.count, values)
            case .ascii(_, let text): (2, text.utf8.count + 1, Array(text.utf8) + [0])
            case .short(_, let values): (3, values.count, values.flatMap { TIFFBuilder.little($0) })
            case .long(_, let values): (4, values.count, values.flatMap { TIFFBuilder.little($0) })
            }
        }
    }

    private(set) var bytes: [UInt8] = Array("II".utf8) + [42, 0, 0, 0, 0, 0]

    /// Appends `data` at an even offset and returns that offset.
    mutating func append(_ data: [UInt8]) -> UInt32 {
        if bytes.count % 2 == 1 { bytes.append(0) }
        let offset = UInt32(bytes.count)
        bytes += data
        return offset
    }

    /// Appends an IFD of `entries` (sorted by tag, values over 4 bytes stored before it) and returns its
    /// offset; the IFD links to no next one.
    mutating func appendIFD(_ entries: [Entry]) -> UInt32 {
        var values: [UInt16: UInt32] = [:]
        for entry in entries where entry.encoded.value.count > 4 {
            values[entry.tag] = append(entry.encoded.value)
        }
        var directory = Self.little(UInt16(entries.count))
        for entry in entries.sorted(by: { $0.tag < $1.tag }) {
            let (type, count, value) = entry.encoded
            directory += Self.little(entry.tag) + Self.little(type) + Self.little(UInt32(count))
            if let offset = values[entry.tag] {
                directory += Self.little(offset)
            } else {
                directory += value + [UInt8](repeating: 0, count: 4 - value.count)
            }
        }
        return append(directory + [0, 0, 0, 0])
    }

    /// Points the header at the first IFD.
    mutating func setFirstIFD(_ offset: UInt32) {
        bytes.replaceSubrange(4..<8, with: Self.little(offset))
    }

    static func little(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func little(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
