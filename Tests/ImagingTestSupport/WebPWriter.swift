import CWebP
import Imaging

/// Writes test WebPs through libwebp's simple encoding API.
public enum WebPWriter {
    /// A lossy WebP of `image` at `quality` (0...100).
    public static func lossy(_ image: RGBImage, quality: Float = 90) throws(ImageError) -> [UInt8] {
        try collect { output in
            WebPEncodeRGB(
                image.pixels, Int32(image.width), Int32(image.height), Int32(image.width * 3), quality,
                &output)
        }
    }

    /// A lossless WebP of `image` with `alpha` (one byte per pixel; opaque when nil).
    public static func lossless(_ image: RGBImage, alpha: [UInt8]? = nil) throws(ImageError) -> [UInt8] {
        var rgba = [UInt8]()
        rgba.reserveCapacity(image.width * image.height * 4)
        for index in 0..<(image.width * image.height) {
            rgba += image.pixels[(index * 3)..<(index * 3 + 3)]
            rgba.append(alpha?[index] ?? 255)
        }
        return try collect { output in
            WebPEncodeLosslessRGBA(
                rgba, Int32(image.width), Int32(image.height), Int32(image.width * 4), &output)
        }
    }

    private static func collect(_ encode: (inout UnsafeMutablePointer<UInt8>?) -> Int) throws(ImageError)
        -> [UInt8]
    {
        var output: UnsafeMutablePointer<UInt8>?
        let size = encode(&output)
        guard size > 0, let output else { throw ImageError(reason: "libwebp could not encode the picture") }
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
