import CTIFF
import SystemPackage
import TesseraImaging

/// Writes test TIFFs through libtiff: RGB (8 or 16 bits, with or without alpha), grey, palette, CMYK,
/// any compression libtiff writes, an Orientation tag over pixels stored accordingly.
public struct TIFFWriter {
    /// How the samples are stored.
    public enum Kind: Sendable, CaseIterable {
        /// RGB, 8 or 16 bits per sample; RGB with unassociated alpha, 8 bits.
        case rgb8, rgb16, rgba8
        /// Grey, 8 or 16 bits; 8-bit palette indices.
        case grey8, grey16, palette8
        /// CMYK (separated, inks CMYK), 8 or 16 bits.
        case cmyk8, cmyk16
    }

    /// How the samples are stored.
    public var kind: Kind
    /// A libtiff `COMPRESSION_*` value (1 none, 5 LZW, 8 Deflate, 32773 PackBits, 7 JPEG).
    public var compression: UInt16
    /// The Orientation tag written; the pixels are stored accordingly.
    public var orientation: ExifOrientation

    /// A writer of `kind` samples.
    public init(kind: Kind = .rgb8, compression: UInt16 = 5, orientation: ExifOrientation = .up) {
        self.kind = kind
        self.compression = compression
        self.orientation = orientation
    }

    /// Writes `upright` to `file`; grey kinds store the green channel, palette kinds the nearest of a
    /// 6×6×6 colour cube, CMYK kinds the
    /// conversion libtiff inverts (K = 255 − max, C = 255 (max − R) / max, …).
    public func write(_ upright: RGBImage, to file: FilePath) throws {
        let stored = StoredOrientation.pixels(for: upright, orientation: orientation)
        guard let tiff = TIFFOpen(file.string, "w") else {
            throw ExternalTool.Failure(description: "TIFFOpen")
        }
        defer { TIFFClose(tiff) }
        let (samples, bits, photometric): (UInt16, UInt16, UInt16) =
            switch kind {
            case .rgb8: (3, 8, 2)
            case .rgb16: (3, 16, 2)
            case .rgba8: (4, 8, 2)
            case .grey8: (1, 8, 1)
            case .grey16: (1, 16, 1)
            case .palette8: (1, 8, 3)
            case .cmyk8: (4, 8, 5)
            case .cmyk16: (4, 16, 5)
            }
        _ = tessera_tiff_set_uint32(tiff, 256, UInt32(stored.width))
        _ = tessera_tiff_set_uint32(tiff, 257, UInt32(stored.height))
        _ = tessera_tiff_set_uint16(tiff, 277, samples)
        _ = tessera_tiff_set_uint16(tiff, 258, bits)
        _ = tessera_tiff_set_uint16(tiff, 262, photometric)
        _ = tessera_tiff_set_uint16(tiff, 284, 1)
        _ = tessera_tiff_set_uint16(tiff, 259, compression)
        _ = tessera_tiff_set_uint16(tiff, 274, UInt16(orientation.rawValue))
        _ = tessera_tiff_set_uint32(tiff, 278, 8)
        if kind == .rgba8 {
            var unassociated: [UInt16] = [2]
            _ = tessera_tiff_set_extra_samples(tiff, 1, &unassociated)
        }
        if kind == .palette8 {
            var red = (0..<256).map { UInt16(min($0 / 36, 5) * 51) * 257 }
            var green = (0..<256).map { UInt16($0 / 6 % 6 * 51) * 257 }
            var blue = (0..<256).map { UInt16($0 % 6 * 51) * 257 }
            _ = tessera_tiff_set_colormap(tiff, &red, &green, &blue)
        }
        for y in 0..<stored.height {
            var row = [UInt8]()
            for x in 0..<stored.width {
                let (r, g, b) = stored.pixel(x: x, y: y)
                let samples = self.samples(red: r, green: g, blue: b)
                row += bits == 16 ? samples.flatMap { [$0, $0] } : samples  // 16-bit: v × 257, either order
            }
            guard TIFFWriteScanline(tiff, &row, UInt32(y), 0) == 1 else {
                throw ExternalTool.Failure(description: "TIFFWriteScanline")
            }
        }
    }

    /// One pixel's samples for the kind (8-bit values; 16-bit kinds repeat each byte).
    private func samples(red: UInt8, green: UInt8, blue: UInt8) -> [UInt8] {
        switch kind {
        case .rgb8, .rgb16: return [red, green, blue]
        case .rgba8: return [red, green, blue, 255]
        case .grey8, .grey16: return [green]
        case .palette8:
            let r = (Int(red) + 25) / 51
            let g = (Int(green) + 25) / 51
            let b = (Int(blue) + 25) / 51
            return [UInt8(r * 36 + g * 6 + b)]
        case .cmyk8, .cmyk16:
            let brightest = Int(max(red, green, blue))
            guard brightest > 0 else { return [0, 0, 0, 255] }
            func ink(_ value: UInt8) -> UInt8 {
                UInt8((255 * (brightest - Int(value)) + brightest / 2) / brightest)
            }
            return [ink(red), ink(green), ink(blue), UInt8(255 - brightest)]
        }
    }
}
