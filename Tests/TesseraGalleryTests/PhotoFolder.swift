import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraPictures
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of real photo files for the screen tests, written through the real encoders, with every
/// file's modification time fixed so album dates are known.
final class PhotoFolder {
    let directory = TemporaryDirectory()
    /// 2024-03-05 12:00 UTC, the modification time of every file.
    static let modified = FileTime(seconds: 1_709_640_000)

    var root: FilePath { directory.path }

    /// Writes a `width × height` JPEG of one colour at `relative` (folders are made as needed).
    @discardableResult
    func jpeg(
        _ relative: String, width: Int = 64, height: Int = 48, color: (UInt8, UInt8, UInt8) = (200, 30, 30)
    ) throws -> FilePath {
        let image = RGBImage(size: PixelSize(width: width, height: height), filledWith: color)
        return try file(relative, bytes: try JPEGWriter().encode(image))
    }

    /// Writes `bytes` at `relative` with the fixed modification time.
    @discardableResult
    func file(_ relative: String, bytes: [UInt8]) throws -> FilePath {
        let path = FilePath(relative)
        if let folder = path.removingLastComponent().string.nilIfEmpty { directory.makeFolder(folder) }
        let written = directory.write(bytes, to: relative)
        var times = [
            timespec(tv_sec: Int(Self.modified.seconds), tv_nsec: 0),
            timespec(tv_sec: Int(Self.modified.seconds), tv_nsec: 0),
        ]
        try #require(written.withPlatformString { utimensat(AT_FDCWD, $0, &times, 0) } == 0)
        return written
    }

    /// The app's last frame after `keys` with this folder (or `path` inside it) as PATH; no disk cache.
    @MainActor
    func snapshot(
        _ keys: String = "", size: String = "100x30", path: String? = nil, colors: ColorDepth? = nil,
        symbols: PictureSymbols = .half
    ) throws -> Canvas {
        let target = path.map { root.appending($0) } ?? root
        var options = GalleryOptions(photos: try LibraryScanner.locate(target))
        options.colors = colors
        options.symbols = symbols
        let terminal = try #require(TerminalSize(size))
        let canvas = Snapshot.run(size: terminal, steps: try KeyScript.parse(keys), options: options)
        expectRectangular(canvas)
        return canvas
    }
}

extension String {
    /// `nil` for the empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
