import CWebP
import TesseraImaging

/// Writes test WebPs through libwebp's simple encoding API, and animations around its frames.
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

    /// An animated WebP of lossless frames (all of the first frame's size, 100 ms each): a VP8X header
    /// with the animation flag, an ANIM chunk and one ANMF chunk per frame.
    public static func animated(_ frames: [RGBImage]) throws(ImageError) -> [UInt8] {
        let size = frames[0].size
        func le24(_ value: Int) -> [UInt8] {
            [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
        }
        func le32(_ value: Int) -> [UInt8] { le24(value) + [UInt8(value >> 24 & 0xFF)] }
        func chunk(_ fourCC: String, _ payload: [UInt8]) -> [UInt8] {
            Array(fourCC.utf8) + le32(payload.count) + payload + (payload.count % 2 == 1 ? [0] : [])
        }
        var body = Array("WEBP".utf8)
        body += chunk("VP8X", [0x02, 0, 0, 0] + le24(size.width - 1) + le24(size.height - 1))
        body += chunk("ANIM", [0, 0, 0, 0, 0, 0])  // background colour, loop forever
        for frame in frames {
            let still = try lossless(frame)
            let header = le24(0) + le24(0) + le24(size.width - 1) + le24(size.height - 1) + le24(100) + [0]
            body += chunk("ANMF", header + Array(still[12...]))  // the still's VP8L chunk
        }
        return Array("RIFF".utf8) + le32(body.count) + body
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
