#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JPEG's EXIF block as ``ExifLocator/jpeg(_:)`` found it, with the metadata parsed from it: lets the
/// header read reuse that parse instead of parsing the block libjpeg saved a second time.
struct JPEGExif {
    /// The APP1 payload, from its `Exif\0\0` signature on.
    let payload: [UInt8]
    /// ``PhotoMetadata/init(exif:)`` of ``payload``.
    let metadata: PhotoMetadata

    /// The orientation parsed from ``payload`` (itself optional) when `block` (libjpeg's saved APP1
    /// data after the signature) is the same block and a TIFF header starts right after the signature,
    /// where both parses find it; `nil` when the block must be parsed on its own.
    func orientation(ifSameAs block: UnsafeBufferPointer<UInt8>) -> ExifOrientation?? {
        let signature = 6
        guard payload.count == block.count + signature, payload.count >= signature + 8 else { return nil }
        let order = payload[signature..<(signature + 4)]
        guard
            order.elementsEqual([0x49, 0x49, 0x2A, 0x00]) || order.elementsEqual([0x4D, 0x4D, 0x00, 0x2A]),
            payload.withUnsafeBufferPointer({ isSame($0.baseAddress! + signature, as: block) })
        else { return nil }
        return .some(metadata.orientation)
    }

    /// Whether the `block.count` bytes at `start` are `block`'s (one `memcmp`, not a loop of byte
    /// comparisons).
    private func isSame(_ start: UnsafePointer<UInt8>, as block: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let other = block.baseAddress else { return true }
        return memcmp(start, other, block.count) == 0
    }
}
