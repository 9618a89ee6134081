import CImagingShims
import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes test JPEGs through libjpeg-turbo: any quality, baseline or progressive, every colour space
/// libjpeg writes, optionally with an Exif orientation.
public struct JPEGWriter: Sendable {
    /// The colour space stored in the file.
    public enum ColorSpace: Sendable, CaseIterable {
        /// One grey component (the picture's luma, ITU-R BT.601).
        case grayscale
        /// RGB without a colour transform (an Adobe marker says so).
        case rgb
        /// The usual JFIF YCbCr.
        case yCbCr
        /// Adobe-style inverted CMYK (255 means no ink), as Photoshop writes it.
        case cmyk
        /// YCCK, the same inverted CMYK with its CMY part stored as YCbCr.
        case ycck
    }

    /// libjpeg quality, 1...100.
    public var quality: Int
    /// Whether to write a progressive file (libjpeg's simple progression).
    public var progressive: Bool
    /// Whether a sequential file has one scan per component rather than one interleaved scan (a decoder
    /// then buffers the whole picture's coefficients, as for a progressive file).
    public var scanPerComponent = false
    /// The colour space stored.
    public var colorSpace: ColorSpace
    /// An Exif APP1 payload to write (see ``ExifSegment``), or nil.
    public var exif: [UInt8]?

    /// A writer with the given settings; the defaults make a baseline YCbCr file of quality 90.
    public init(
        quality: Int = 90, progressive: Bool = false, colorSpace: ColorSpace = .yCbCr, exif: [UInt8]? = nil
    ) {
        self.quality = quality
        self.progressive = progressive
        self.colorSpace = colorSpace
        self.exif = exif
    }

    /// A writer that stores pixels for `orientation` and tags them so, in the given byte order: encoding
    /// an upright picture with it gives a file that shows that picture once the orientation is applied.
    public static func oriented(
        _ orientation: ExifOrientation, byteOrder: ExifSegment.ByteOrder = .bigEndian, quality: Int = 95
    ) -> OrientedJPEGWriter {
        OrientedJPEGWriter(
            orientation: orientation,
            writer: JPEGWriter(
                quality: quality,
                exif: ExifSegment.orientation(UInt16(orientation.rawValue), byteOrder: byteOrder)))
    }

    /// The JPEG file of `image`, stored as is.
    public func encode(_ image: RGBImage) throws(ImageError) -> [UInt8] {
        let (samples, components) = Self.samples(of: image, for: colorSpace)
        var encoding = tessera_jpeg_encoding()
        encoding.width = UInt32(image.width)
        encoding.height = UInt32(image.height)
        encoding.input_components = Int32(components)
        encoding.file_color_space = fileColorSpace
        encoding.quality = Int32(quality)
        encoding.progressive = progressive ? 1 : 0
        encoding.scan_per_component = scanPerComponent ? 1 : 0
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: 256)
        let exif = self.exif ?? []
        let written = exif.withUnsafeBufferPointer { exifBytes in
            encoding.app1 = self.exif == nil ? nil : exifBytes.baseAddress
            encoding.app1_length = exifBytes.count
            return tessera_jpeg_encode(samples, &encoding, &output, &outputSize, &message, message.count)
        }
        guard written != 0, let output else {
            throw ImageError(
                message: String(
                    decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }

    private var fileColorSpace: tessera_jpeg_color_space {
        switch colorSpace {
        case .grayscale: TESSERA_JPEG_GRAYSCALE
        case .rgb: TESSERA_JPEG_RGB
        case .yCbCr: TESSERA_JPEG_YCBCR
        case .cmyk: TESSERA_JPEG_CMYK
        case .ycck: TESSERA_JPEG_YCCK
        }
    }

    /// The samples libjpeg is given: grey (luma), RGB, or inverted CMYK (C' = 255 − C and so on, with
    /// K = 255 − max(R, G, B) so that R = C' × K' / 255 exactly up to rounding).
    static func samples(of image: RGBImage, for colorSpace: ColorSpace) -> (samples: [UInt8], components: Int)
    {
        let pixels = image.pixels
        switch colorSpace {
        case .rgb, .yCbCr:
            return (pixels, 3)
        case .grayscale:
            let grey = stride(from: 0, to: pixels.count, by: 3).map { index in
                luma(pixels[index], pixels[index + 1], pixels[index + 2])
            }
            return (grey, 1)
        case .cmyk, .ycck:
            var cmyk = [UInt8]()
            cmyk.reserveCapacity(pixels.count / 3 * 4)
            for index in stride(from: 0, to: pixels.count, by: 3) {
                let rgb = [Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2])]
                let keep = rgb.max()!  // K' = 255 − K
                cmyk += rgb.map { keep == 0 ? 0 : UInt8(($0 * 255 + keep / 2) / keep) } + [UInt8(keep)]
            }
            return (cmyk, 4)
        }
    }

    /// ITU-R BT.601 luma, as libjpeg computes grey from RGB.
    public static func luma(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let weighted: Int = 299 * Int(red) + 587 * Int(green) + 114 * Int(blue)
        return UInt8((weighted + 500) / 1000)
    }
}

/// A ``JPEGWriter`` that stores an upright picture turned for an EXIF orientation (see
/// ``JPEGWriter/oriented(_:byteOrder:quality:)``).
public struct OrientedJPEGWriter: Sendable {
    /// The orientation written in the Exif marker.
    public let orientation: ExifOrientation
    /// The writer with that marker.
    public let writer: JPEGWriter

    /// A JPEG that shows `upright` when the orientation is applied.
    public func encode(_ upright: RGBImage) throws(ImageError) -> [UInt8] {
        try writer.encode(StoredOrientation.pixels(for: upright, orientation: orientation))
    }
}
