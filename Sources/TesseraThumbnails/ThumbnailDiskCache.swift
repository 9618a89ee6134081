import SystemPackage
import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shared thumbnail cache of the freedesktop.org Thumbnail Managing Standard, which file managers
/// read and write too: `…/thumbnails/large/<md5 of the file URI>.png` (fits 256 × 256) and `…/normal/…`
/// (fits 128 × 128), each a PNG that names its source (`Thumb::URI`) and the source's modification time
/// (`Thumb::MTime`).
///
/// A thumbnail is valid only when both match the file as it is now and the file looks like a thumbnail
/// (``CachedThumbnailFile``: size, PNG header and text checked before any pixel is decoded); anything
/// else is ignored and rewritten. Tessera writes both sizes, upright, atomically (a temporary file renamed into place), so a
/// reader never sees half a file. Safe to use from several threads: it keeps no state but its folders.
public struct ThumbnailDiskCache: Sendable {
    /// Where the thumbnails live.
    public let location: ThumbnailCacheLocation

    /// A cache in `location`.
    public init(location: ThumbnailCacheLocation) {
        self.location = location
    }

    /// The valid thumbnail for `request` on disk, if there is one: the `large` one, or the `normal` one
    /// when the photo itself is no bigger than that (so it holds every pixel).
    func load(_ request: PictureRequest) -> Picture? {
        let uri = FileURI.make(for: request.file)
        if let picture = load(.large, uri: uri, request: request) {
            return picture
        }
        guard let picture = load(.normal, uri: uri, request: request),
            let source = picture.sourceSize, source.width <= 128, source.height <= 128
        else { return nil }
        return picture
    }

    /// The thumbnail of `size`, decoded only after its file passes ``CachedThumbnailFile``'s checks.
    private func load(_ size: ThumbnailCacheLocation.Size, uri: String, request: PictureRequest) -> Picture? {
        let file = location.path(forURI: uri, size: size)
        guard
            let cached = CachedThumbnailFile(
                file, size: size, uri: uri, modifiedSeconds: request.modifiedSeconds),
            let decoded = try? ImageDecoder.decode(
                bytes: cached.bytes, limits: CachedThumbnailFile.decodeLimits(for: size)),
            decoded.damage == nil, decoded.info.format == .png
        else { return nil }
        var sourceSize: PixelSize?
        if let width = cached.text["Thumb::Image::Width"].flatMap({ Int($0) }),
            let height = cached.text["Thumb::Image::Height"].flatMap({ Int($0) })
        {
            sourceSize = PixelSize(width: width, height: height)
        }
        var picture = Picture(image: decoded.image, sourceSize: sourceSize, damage: nil)
        picture.videoDuration = cached.text["Thumb::Movie::Length"].flatMap { Double($0) }
        return picture
    }

    /// Writes `picture` (a thumbnail that fits 256 × 256) as the `large` thumbnail of `request`'s file and a
    /// smaller copy as the `normal` one — unless the file lies inside the cache itself (no thumbnails of
    /// thumbnails). Failures (a read-only home, a full disk) only mean no cache.
    func store(_ picture: Picture, for request: PictureRequest) {
        guard !FolderContainment.contains(location.directory, request.file.removingLastComponent()) else {
            return
        }
        let uri = FileURI.make(for: request.file)
        var text: [(key: String, value: String)] = [
            ("Thumb::URI", uri), ("Thumb::MTime", String(request.modifiedSeconds)), ("Software", "Tessera"),
        ]
        if let source = picture.sourceSize {
            text.append(("Thumb::Image::Width", String(source.width)))
            text.append(("Thumb::Image::Height", String(source.height)))
        }
        if let duration = picture.videoDuration, duration.isFinite, duration >= 0 {
            text.append(("Thumb::Movie::Length", String(Int(duration))))
        }
        let normal = picture.image.resampled(
            to: picture.image.fittingSize(in: PixelSize(width: 128, height: 128)))
        for (size, image) in [(ThumbnailCacheLocation.Size.large, picture.image), (.normal, normal)] {
            guard let bytes = try? PNGEncoder.encode(image, text: text) else { continue }
            let file = location.path(forURI: uri, size: size)
            guard Self.makeFolder(file.removingLastComponent()) else { continue }
            Self.writeAtomically(bytes, to: file)
        }
    }

    /// Creates `folder` and its parents, private to the user (0700), as the standard asks.
    private static func makeFolder(_ folder: FilePath) -> Bool {
        var path = FilePath(root: folder.root)
        for component in folder.components {
            path.append(component)
            let created = path.withPlatformString { mkdir($0, 0o700) }
            if created != 0 && errno != EEXIST { return false }
        }
        return true
    }

    /// Writes to a temporary file beside `file` (mode 0600), then renames it into place. The temporary
    /// file is in ``InFlightTemporaryFiles`` while it exists, so a signal does not leave it behind; with
    /// no free slot there, nothing is written.
    private static func writeAtomically(_ bytes: [UInt8], to file: FilePath) {
        let temporary = FilePath(
            file.string + temporaryMarker + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard let slot = InFlightTemporaryFiles.shared.register(temporary) else { return }
        defer { InFlightTemporaryFiles.shared.finish(slot) }
        let descriptor = temporary.withPlatformString {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { return }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return false }
                written += result
            }
            return true
        }
        _ = close(descriptor)
        temporary.withPlatformString { temporaryName in
            file.withPlatformString { name in
                if !complete || rename(temporaryName, name) != 0 { _ = unlink(temporaryName) }
            }
        }
    }
}
