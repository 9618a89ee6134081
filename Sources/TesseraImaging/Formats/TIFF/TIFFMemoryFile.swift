import CTIFF

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TIFF opened by libtiff from bytes in memory (`TIFFClientOpenExt`), with per-handle error and warning
/// handlers (libtiff 4.5) that keep the first error's text instead of printing it, and libtiff's cap on
/// any single allocation.
final class TIFFMemoryFile {
    /// The bytes libtiff reads through the callbacks, and the read position.
    private final class Stream {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// The first error libtiff reported.
        var firstError: String?

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
    }

    /// libtiff's process-wide handlers print to stderr; they are silenced once for anything that slips
    /// past the per-handle ones (only this module uses libtiff).
    private static let globalHandlersSilenced: Bool = {
        TIFFSetErrorHandler(nil)
        TIFFSetWarningHandler(nil)
        return true
    }()

    private let stream: Stream
    /// The open handle.
    let tiff: OpaquePointer

    /// Opens `bytes` (which must outlive the value) for reading, allowing no single allocation above
    /// `maxAllocation` bytes.
    init(_ bytes: UnsafeBufferPointer<UInt8>, maxAllocation: Int) throws(ImageError) {
        _ = Self.globalHandlersSilenced
        let stream = Stream(bytes)
        self.stream = stream
        let context = Unmanaged.passUnretained(stream).toOpaque()
        guard let options = TIFFOpenOptionsAlloc() else { throw ImageError(reason: "out of memory") }
        defer { TIFFOpenOptionsFree(options) }
        TIFFOpenOptionsSetMaxSingleMemAlloc(options, tmsize_t(maxAllocation))
        TIFFOpenOptionsSetErrorHandlerExtR(options, Self.recordError, context)
        TIFFOpenOptionsSetWarningHandlerExtR(options, Self.ignoreWarning, context)
        guard
            let tiff = TIFFClientOpenExt(
                "memory", "rm", context, Self.read, Self.write, Self.seek, Self.close, Self.size, Self.map,
                Self.unmap, options)
        else { throw Self.error(of: stream) }
        self.tiff = tiff
    }

    deinit {
        TIFFClose(tiff)
    }

    /// The first error libtiff reported, or a generic one.
    var error: ImageError { Self.error(of: stream) }

    private static func error(of stream: Stream) -> ImageError {
        stream.firstError.map(ImageError.init(message:)) ?? ImageError(reason: "corrupt TIFF data")
    }

    private static func stream(_ handle: thandle_t?) -> Stream {
        Unmanaged<Stream>.fromOpaque(handle!).takeUnretainedValue()
    }

    /// Keeps the first message, without libtiff's module name (a function name such as
    /// `TIFFFetchDirectory`, no help to a person).
    private static let recordError: TIFFErrorHandlerExtR = { _, context, _, format, arguments in
        let stream = Unmanaged<Stream>.fromOpaque(context!).takeUnretainedValue()
        guard stream.firstError == nil, let format, let arguments else { return 1 }
        var text = [CChar](repeating: 0, count: 512)
        _ = vsnprintf(&text, text.count, format, arguments)
        stream.firstError = text.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return 1
    }

    private static let ignoreWarning: TIFFErrorHandlerExtR = { _, _, _, _, _ in 1 }

    private static let read: TIFFReadWriteProc = { handle, buffer, count in
        let stream = TIFFMemoryFile.stream(handle)
        let available = max(0, min(Int(count), stream.bytes.count - stream.position))
        if available > 0, let buffer, let base = stream.bytes.baseAddress {
            buffer.copyMemory(from: base + stream.position, byteCount: available)
        }
        stream.position += available
        return tmsize_t(available)
    }

    private static let write: TIFFReadWriteProc = { _, _, _ in -1 }

    private static let seek: TIFFSeekProc = { handle, offset, whence in
        let stream = TIFFMemoryFile.stream(handle)
        let base =
            switch whence {
            case SEEK_CUR: stream.position
            case SEEK_END: stream.bytes.count
            default: 0
            }
        let (target, overflow) = base.addingReportingOverflow(Int(truncatingIfNeeded: offset))
        guard !overflow, target >= 0 else { return toff_t.max }
        stream.position = target
        return toff_t(target)
    }

    private static let close: TIFFCloseProc = { _ in 0 }
    private static let size: TIFFSizeProc = { handle in toff_t(TIFFMemoryFile.stream(handle).bytes.count) }
    private static let map: TIFFMapFileProc = { _, _, _ in 0 }
    private static let unmap: TIFFUnmapFileProc = { _, _, _ in }
}
