/// A RAW's uncompressed 16-bit RGB or grey preview, read from the file's own TIFF directories.
///
/// libraw 0.20 does not hand such a preview over as stored: outside Imacon files it takes it for raw
/// sensor data (`kodak_thumb_load_raw`) and renders it with dcraw's gamma curve and automatic white point
/// (a 16-bit grey ramp came out with black at 66 and mid-grey near white). So when the preview libraw picked
/// is a TIFF directory of its size with 16-bit samples and no compression, Tessera reads the samples
/// itself (every offset checked against the file) and scales each to 8 bits (`v × 255 / 65535`, rounded).
enum CameraRawBitmap16Preview {
    /// Most directories looked at (the IFD0 chain and each one's SubIFDs): real RAWs have a handful.
    static let maxDirectories = 32

    /// The preview of `size` in `bytes` when it is a 16-bit uncompressed directory, in its stored
    /// orientation; nil when the file has no such directory (libraw's own reading applies then).
    static func read(_ bytes: [UInt8], size: PixelSize, request: DecodeRequest) throws(ImageError)
        -> RGBImage?
    {
        let tiffHeaders: [[UInt8]] = [[0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A]]
        guard size.area > 0, tiffHeaders.contains(Array(bytes.prefix(4))),
            let structure = TIFFStructure(block: bytes), let directory = directory(of: size, in: structure)
        else { return nil }
        try request.checkLimit(size)
        let samplesPerPixel = Int(directory.unsigned(0x0115) ?? 1)
        guard samplesPerPixel == 3 || samplesPerPixel == 1,
            let samples = stripBytes(of: directory, in: structure, count: size.area * samplesPerPixel * 2)
        else { throw ImageError(reason: "RAW file's 16-bit preview lies outside the file") }
        var pixels = [UInt8](repeating: 0, count: size.area * 3)
        samples.withUnsafeBufferPointer { source in
            for index in 0..<size.area {
                for channel in 0..<3 {
                    let sample = (index * samplesPerPixel + (samplesPerPixel == 3 ? channel : 0)) * 2
                    let (first, second) = (UInt32(source[sample]), UInt32(source[sample + 1]))
                    let value = structure.isBigEndian ? first << 8 | second : second << 8 | first
                    pixels[index * 3 + channel] = UInt8((value * 255 + 32767) / 65535)
                }
            }
        }
        return RGBImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// The first directory of `size` with 16-bit samples and no compression, chunky.
    private static func directory(of size: PixelSize, in structure: TIFFStructure) -> ExifDirectory? {
        var pending = structure.firstDirectoryOffset.map { [$0] } ?? []
        var seen = Set<Int>()
        while let offset = pending.first, seen.count < maxDirectories {
            pending.removeFirst()
            guard seen.insert(offset).inserted,
                let directory = ExifDirectory(structure: structure, offset: offset)
            else { continue }
            if directory.unsigned(0x0100) == UInt32(size.width),
                directory.unsigned(0x0101) == UInt32(size.height),
                directory.unsigned(0x0102) == 16, directory.unsigned(0x0103) == 1,
                directory.unsigned(0x011C) ?? 1 == 1, [1, 2].contains(directory.unsigned(0x0106) ?? 0)
            {
                return directory
            }
            pending += subDirectories(of: directory, in: structure)
            if let next = nextDirectory(after: offset, in: structure) { pending.append(next) }
        }
        return nil
    }

    /// The SubIFDs (tag 0x014A) `directory` points to.
    private static func subDirectories(of directory: ExifDirectory, in structure: TIFFStructure) -> [Int] {
        guard let entry = directory.entries[0x014A], entry.type == .long || entry.type == .ifd else {
            return []
        }
        return (0..<min(entry.count, 8)).compactMap { structure.uint32(at: entry.valueOffset + $0 * 4) }
            .map(Int.init)
    }

    /// The offset of the directory after the one at `offset`, from the link after its entries.
    private static func nextDirectory(after offset: Int, in structure: TIFFStructure) -> Int? {
        guard let count = structure.uint16(at: offset),
            let next = structure.uint32(at: offset + 2 + Int(count) * 12), next != 0
        else { return nil }
        return Int(next)
    }

    /// `count` bytes of the directory's strips, in order; nil when a strip lies outside the file or the
    /// strips hold fewer bytes.
    private static func stripBytes(of directory: ExifDirectory, in structure: TIFFStructure, count: Int)
        -> [UInt8]?
    {
        guard let offsets = directory.entries[0x0111], let lengths = directory.entries[0x0117],
            offsets.count == lengths.count, offsets.count > 0
        else { return nil }
        func value(_ entry: ExifDirectory.Entry, _ index: Int) -> Int? {
            entry.type == .short
                ? structure.uint16(at: entry.valueOffset + index * 2).map(Int.init)
                : structure.uint32(at: entry.valueOffset + index * 4).map(Int.init)
        }
        var result: [UInt8] = []
        result.reserveCapacity(count)
        for index in 0..<offsets.count where result.count < count {
            guard let offset = value(offsets, index), let length = value(lengths, index),
                let strip = structure.bytes(at: offset, length: min(length, count - result.count))
            else { return nil }
            result += strip
        }
        return result.count == count ? result : nil
    }
}
