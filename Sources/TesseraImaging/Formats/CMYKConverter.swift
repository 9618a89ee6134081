/// Turns the CMYK rows libjpeg gives for CMYK and YCCK files into RGB.
///
/// Adobe applications (and libjpeg, which writes an Adobe marker for every CMYK file) store the values
/// inverted, 255 meaning no ink: then red = C × K / 255. Without the marker, ink values are plain:
/// red = (255 − C) × (255 − K) / 255. Likewise for green (M) and blue (Y).
struct CMYKConverter {
    /// Whether the file had an Adobe APP14 marker.
    var inverted: Bool

    /// Converts `cmyk.count / 4` pixels into `rgb`.
    func convert(_ cmyk: [UInt8], into rgb: inout [UInt8]) {
        let flip: UInt32 = inverted ? 0 : 255
        cmyk.withUnsafeBufferPointer { cmyk in
            rgb.withUnsafeMutableBufferPointer { rgb in
                var target = 0
                for source in stride(from: 0, to: cmyk.count - 3, by: 4) {
                    let black = UInt32(cmyk[source + 3]) ^ flip
                    rgb[target] = UInt8(((UInt32(cmyk[source]) ^ flip) * black + 127) / 255)
                    rgb[target + 1] = UInt8(((UInt32(cmyk[source + 1]) ^ flip) * black + 127) / 255)
                    rgb[target + 2] = UInt8(((UInt32(cmyk[source + 2]) ^ flip) * black + 127) / 255)
                    target += 3
                }
            }
        }
    }
}
