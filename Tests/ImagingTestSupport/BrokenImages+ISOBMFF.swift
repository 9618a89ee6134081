extension BrokenImages {
    /// The HEIF or AVIF file with every `ispe` (image spatial extents) property claiming `width` ×
    /// `height`, as a decompression bomb's header would.
    public static func heif(_ file: [UInt8], claiming width: UInt32, _ height: UInt32) -> [UInt8] {
        var bytes = file
        let marker = Array("ispe".utf8)
        var offset = 0
        while offset + 16 <= bytes.count {
            if Array(bytes[offset..<(offset + 4)]) == marker {
                let sizes = [width, height].flatMap { value in
                    [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) }
                }
                bytes.replaceSubrange((offset + 8)..<(offset + 16), with: sizes)
            }
            offset += 1
        }
        return bytes
    }
}
