import TesseraImaging

/// Peak signal-to-noise ratio between two pictures of one size, in decibels: 10 log10(255² / MSE) over
/// every RGB sample; infinity for identical pictures, 0 for pictures of different sizes.
public func peakSignalToNoise(_ first: RGBImage, _ second: RGBImage) -> Double {
    guard first.size == second.size, first.size.area > 0 else { return 0 }
    var squares = 0.0
    for index in 0..<first.pixels.count {
        let difference = Double(first.pixels[index]) - Double(second.pixels[index])
        squares += difference * difference
    }
    guard squares > 0 else { return .infinity }
    let meanSquare = squares / Double(first.pixels.count)
    return 10 * log10(255 * 255 / meanSquare)
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
