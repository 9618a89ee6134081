import CJXL

/// One libjxl decoder over bytes in memory, driven event by event. libjxl returns status codes (no
/// longjmp, no abort); its errors carry no message, so they are worded here.
final class JXLSession {
    private let decoder: OpaquePointer
    /// A copy of the input that libjxl reads from, owned here (an array's storage may not escape).
    private let input: UnsafeMutableBufferPointer<UInt8>

    /// A decoder subscribed to `events`, with all of `bytes` as its (closed) input.
    init(_ bytes: [UInt8], events: [JxlDecoderStatus]) throws(ImageError) {
        guard let decoder = JxlDecoderCreate(nil) else { throw ImageError(reason: "out of memory") }
        self.decoder = decoder
        input = UnsafeMutableBufferPointer.allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        guard
            JxlDecoderSubscribeEvents(decoder, Int32(events.reduce(0) { $0 | $1.rawValue }))
                == JXL_DEC_SUCCESS,
            JxlDecoderSetInput(decoder, input.baseAddress, bytes.count) == JXL_DEC_SUCCESS
        else { throw ImageError(reason: "libjxl refused its settings") }
        JxlDecoderCloseInput(decoder)
    }

    deinit {
        JxlDecoderDestroy(decoder)
        input.deallocate()
    }

    /// Runs to the basic info.
    func basicInfo() throws(ImageError) -> JxlBasicInfo {
        try advance(until: JXL_DEC_BASIC_INFO)
        var info = JxlBasicInfo()
        guard JxlDecoderGetBasicInfo(decoder, &info) == JXL_DEC_SUCCESS else { throw Self.corrupt }
        return info
    }

    /// Runs to the end of the first frame, decoding it into 8-bit interleaved samples of `size` (upright),
    /// and hands them to `body`.
    func firstFrame<T>(size: PixelSize, channels: Int, _ body: (InterleavedPixels) -> T) throws(ImageError)
        -> T
    {
        var format = JxlPixelFormat(
            num_channels: UInt32(channels), data_type: JXL_TYPE_UINT8, endianness: JXL_NATIVE_ENDIAN, align: 0
        )
        var pixels: UnsafeMutableRawBufferPointer?
        defer { pixels?.deallocate() }
        while true {
            let status = JxlDecoderProcessInput(decoder)
            switch status {
            case JXL_DEC_NEED_IMAGE_OUT_BUFFER:
                var length = 0
                guard pixels == nil,
                    JxlDecoderImageOutBufferSize(decoder, &format, &length) == JXL_DEC_SUCCESS,
                    length == size.area * channels
                else { throw Self.corrupt }
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: length, alignment: 16)
                pixels = buffer
                guard
                    JxlDecoderSetImageOutBuffer(decoder, &format, buffer.baseAddress, length)
                        == JXL_DEC_SUCCESS
                else { throw Self.corrupt }
            case JXL_DEC_FULL_IMAGE:
                guard let pixels else { throw Self.corrupt }
                return body(
                    InterleavedPixels(
                        base: UnsafePointer(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self)),
                        size: size,
                        stride: size.width * channels, channels: channels))
            default:
                try Self.check(status)
            }
        }
    }

    /// The contents of the first box of `type`, decompressed, at most `maxBytes`; nil when there is none
    /// or it is larger.
    func box(type wanted: String, maxBytes: Int) throws(ImageError) -> [UInt8]? {
        guard JxlDecoderSetDecompressBoxes(decoder, 1) == JXL_DEC_SUCCESS else { return nil }
        var buffer: UnsafeMutableBufferPointer<UInt8>?
        defer { buffer?.deallocate() }
        var written = 0
        /// Takes the buffer back from libjxl and returns what it holds.
        func collected() -> [UInt8] {
            guard let buffer else { return [] }
            written = buffer.count - JxlDecoderReleaseBoxBuffer(decoder)
            return Array(buffer.prefix(written))
        }
        while true {
            let status = JxlDecoderProcessInput(decoder)
            switch status {
            case JXL_DEC_BOX:
                if buffer != nil { return collected() }
                var type: [CChar] = [0, 0, 0, 0]
                guard JxlDecoderGetBoxType(decoder, &type, 1) == JXL_DEC_SUCCESS else { throw Self.corrupt }
                if String(decoding: type.map { UInt8(bitPattern: $0) }, as: UTF8.self) == wanted {
                    let fresh = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
                    buffer = fresh
                    guard JxlDecoderSetBoxBuffer(decoder, fresh.baseAddress, fresh.count) == JXL_DEC_SUCCESS
                    else { throw Self.corrupt }
                }
            case JXL_DEC_BOX_NEED_MORE_OUTPUT:
                guard let old = buffer, old.count < maxBytes else { return nil }
                let kept = collected()
                let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: min(old.count * 2, maxBytes))
                _ = grown.initialize(from: kept)
                old.deallocate()
                buffer = grown
                let rest = grown.count - kept.count
                guard
                    JxlDecoderSetBoxBuffer(decoder, grown.baseAddress! + kept.count, rest) == JXL_DEC_SUCCESS
                else { throw Self.corrupt }
                written = kept.count
            case JXL_DEC_SUCCESS:
                return buffer == nil ? nil : collected()
            default:
                try Self.check(status)
            }
        }
    }

    /// Processes input until `event`.
    private func advance(until event: JxlDecoderStatus) throws(ImageError) {
        while true {
            let status = JxlDecoderProcessInput(decoder)
            if status == event { return }
            try Self.check(status)
        }
    }

    /// Throws for an error or a premature end; returns for informative events that need no action.
    private static func check(_ status: JxlDecoderStatus) throws(ImageError) {
        switch status {
        case JXL_DEC_ERROR: throw corrupt
        case JXL_DEC_NEED_MORE_INPUT: throw ImageError(reason: "premature end of JPEG XL file")
        case JXL_DEC_SUCCESS: throw ImageError(reason: "JPEG XL file has no image")
        default: return
        }
    }

    private static let corrupt = ImageError(reason: "corrupt JPEG XL data")
}
