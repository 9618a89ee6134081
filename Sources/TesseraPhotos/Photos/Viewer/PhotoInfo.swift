import SystemPackage
import TesseraImaging

/// What the viewer's info panel knows about one photo or video beyond its name and size on disk: its EXIF
/// facts, its size in pixels and, for a video, its length and recording date. Read off the main thread
/// (``read(_:)``).
struct PhotoInfo: Hashable, Sendable {
    /// The EXIF facts (empty for a file without EXIF).
    var metadata = PhotoMetadata()
    /// The full size as shown, when the header could be read.
    var pixelSize: PixelSize?
    /// A video's duration and recording date.
    var video: VideoInfo?
    /// Why the file's facts could not be read, when they could not.
    var problem: String?

    /// Reads `file`'s facts: the header's size, then EXIF (a camera RAW's maker and model from libraw when
    /// its EXIF has none), or a video's container facts. Never throws: what cannot be read is left out and
    /// the first reason kept.
    static func read(_ file: FilePath) -> PhotoInfo {
        var info = PhotoInfo()
        do {
            info.pixelSize = try ImageDecoder.info(of: file).size
        } catch {
            info.problem = error.reason
        }
        switch ImageFormat(fileExtensionOf: file) {
        case .video:
            info.video = try? ImageDecoder.videoInfo(of: file)
        case .cameraRaw:
            info.metadata = (try? ImageDecoder.metadata(of: file)) ?? PhotoMetadata()
            if info.metadata.make == nil && info.metadata.model == nil,
                let raw = try? ImageDecoder.cameraRawMetadata(of: file)
            {
                (info.metadata.make, info.metadata.model) = (raw.make, raw.model)
            }
        default:
            do {
                info.metadata = try ImageDecoder.metadata(of: file)
            } catch {
                info.problem = info.problem ?? error.reason
            }
        }
        return info
    }
}
