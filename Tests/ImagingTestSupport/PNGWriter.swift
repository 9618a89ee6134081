import CImagingShims
import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes test PNGs through libpng: every colour type and bit depth, palettes with tRNS, Adam7.
public struct PNGWriter: Sendable {
    /// The PNG colour types, valued as in the IHDR chunk.
    public enum ColorType: Int32, Sendable, CaseIterable {
        /// Grey, 1, 2, 4, 8 or 16 bits.
        case grey = 0
        /// RGB, 8 or 16 bits.
        case rgb = 2
        /// Palette indices, 1, 2, 4 or 8 bits.
        case palette = 3
        /// Grey and alpha, 8 or 16 bits.
        case greyAlpha = 4
        /// RGB and alpha, 8 or 16 bits.
        case rgba = 6

        /// The bit depths PNG allows for this colour type.
        public var bitDepths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    /// The colour type written.
    public var colorType: ColorType
    /// Bits per sample (per palette index for `.palette`).
    public var bitDepth: Int
    /// Whether to write Adam7-interlaced.
    public var interlaced: Bool

    /// A writer with the given format; the default is 8-bit RGB, not interlaced.
    public init(colorType: ColorType = .rgb, bitDepth: Int = 8, interlaced: Bool = false) {
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
    }

    /// The PNG file of `image` with optional `alpha` (one byte per pixel).
    ///
    /// Grey types store the red channel: 16-bit samples are the 8-bit value × 257 (so they read back
    /// exactly), and 1, 2 and 4-bit samples the value's top bits (they read back as ``greyLevel(_:)``).
    /// A palette holds the distinct colour and alpha pairs in first-seen order, with a tRNS chunk when
    /// any alpha is below 255; it throws when they do not fit the bit depth.
    public func encode(_ image: RGBImage, alpha: [UInt8]? = nil) throws(ImageError) -> [UInt8] {
        var palette = [[UInt8]]()
        var rows = [UInt8]()
        let stride = (image.width * channels * bitDepth + 7) / 8
        for y in 0..<image.height {
            var row = BitPacker(bitDepth: bitDepth)
            for x in 0..<image.width {
                let (red, green, blue) = image.pixel(x: x, y: y)
                let opacity = alpha.map { $0[y * image.width + x] } ?? 255
                switch colorType {
                case .grey: row.append(sample(red))
                case .greyAlpha: row.append(sample(red) + sample(opacity))
                case .rgb: row.append(sample(red) + sample(green) + sample(blue))
                case .rgba: row.append(sample(red) + sample(green) + sample(blue) + sample(opacity))
                case .palette:
                    let entry = [red, green, blue, opacity]
                    if !palette.contains(entry) { palette.append(entry) }
                    row.append([UInt16(palette.firstIndex(of: entry)!)])
                }
            }
            rows += row.bytes + [UInt8](repeating: 0, count: stride - row.bytes.count)
        }
        guard palette.count <= 1 << bitDepth else {
            throw ImageError(reason: "\(palette.count) colours do not fit a \(bitDepth)-bit palette")
        }
        return try write(rows: rows, stride: stride, size: image.size, palette: palette)
    }

    /// The 8-bit value a grey `value` written at this writer's bit depth reads back as: its top bits,
    /// scaled back to 0...255 as libpng expands them.
    public func greyLevel(_ value: UInt8) -> UInt8 {
        guard bitDepth < 8 else { return value }
        let top = Int(value) >> (8 - bitDepth)
        return UInt8(top * 255 / ((1 << bitDepth) - 1))
    }

    private var channels: Int {
        switch colorType {
        case .grey, .palette: 1
        case .greyAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }

    /// One 8-bit value as samples of the bit depth.
    private func sample(_ value: UInt8) -> [UInt16] {
        switch bitDepth {
        case 16: [UInt16(value) * 257]
        case 8: [UInt16(value)]
        default: [UInt16(value) >> (8 - bitDepth)]
        }
    }

    private func write(rows: [UInt8], stride: Int, size: PixelSize, palette: [[UInt8]]) throws(ImageError)
        -> [UInt8]
    {
        let colors = palette.flatMap { $0[0..<3] }
        let alphas = palette.map { $0[3] }
        let needsTRNS = alphas.contains { $0 < 255 }
        var encoding = tessera_png_encoding()
        encoding.width = UInt32(size.width)
        encoding.height = UInt32(size.height)
        encoding.bit_depth = Int32(bitDepth)
        encoding.color_type = colorType.rawValue
        encoding.interlaced = interlaced ? 1 : 0
        encoding.palette_count = Int32(palette.count)
        encoding.palette_alpha_count = needsTRNS ? Int32(alphas.count) : 0
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: 256)
        let written = colors.withUnsafeBufferPointer { colors in
            alphas.withUnsafeBufferPointer { alphas in
                encoding.palette = colorType == .palette ? colors.baseAddress : nil
                encoding.palette_alpha = colorType == .palette && needsTRNS ? alphas.baseAddress : nil
                return tessera_png_encode(
                    rows, stride, &encoding, &output, &outputSize, &message, message.count)
            }
        }
        guard written != 0, let output else {
            throw ImageError(
                message: String(
                    decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }
}

/// Packs samples of 1, 2, 4, 8 or 16 bits into bytes, most significant bits first, as PNG rows want.
private struct BitPacker {
    let bitDepth: Int
    private(set) var bytes = [UInt8]()
    private var used = 8  // bits used in the last byte

    init(bitDepth: Int) {
        self.bitDepth = bitDepth
    }

    mutating func append(_ samples: [UInt16]) {
        for sample in samples {
            switch bitDepth {
            case 16: bytes += [UInt8(sample >> 8), UInt8(sample & 0xFF)]
            case 8: bytes.append(UInt8(sample))
            default:
                if used == 8 {
                    bytes.append(0)
                    used = 0
                }
                used += bitDepth
                bytes[bytes.count - 1] |= UInt8(sample) << (8 - used)
            }
        }
    }
}
