import SystemPackage
import TesseraImaging
import TesseraThumbnails

/// An animated GIF, WebP or AVIF decoded for the viewer, off the main thread: every frame fitted to the
/// viewer's box, or why it is not played (the still first frame shows then).
enum AnimationLoad: Sendable {
    /// The frames to play, and a note when they are smaller than the box (memory) or the file is damaged.
    case frames(Animation, note: String?)
    /// A still picture: nothing to play.
    case still
    /// An animation that is not played, and why.
    case notPlayed(String)

    /// The most pixels the frames of one animation may take together in the viewer: 16 megapixels,
    /// 48 MB of RGB. A longer animation is decoded smaller (down to an eighth of the box across), and
    /// past that shows still, with the reason.
    static let maxFramePixels = 16_000_000

    /// Whether `file` may be animated, by its extension (GIF, WebP and AVIF; other formats are never read
    /// for frames).
    static func mayAnimate(_ file: FilePath) -> Bool {
        guard let fileExtension = file.extension?.lowercased() else { return false }
        return fileExtension == "gif" || fileExtension == "webp" || fileExtension == "avif"
    }

    /// Decodes `file`'s frames fitted into `box`, halving the box while they take more than
    /// ``maxFramePixels``.
    static func read(
        _ file: FilePath, fitting box: PixelSize, maxFramePixels: Int = maxFramePixels
    ) -> AnimationLoad {
        var box = box
        for halvings in 0...3 {
            do {
                guard
                    let animation = try ImageDecoder.animation(
                        file: file, fitting: box, maxFramePixels: maxFramePixels)
                else { return .still }
                let smaller =
                    halvings > 0 ? "played smaller: \(ImageError.framesOverMemoryCap(maxFramePixels))" : nil
                return .frames(animation, note: smaller ?? animation.damage.map { "damaged: \($0)" })
            } catch  where error == .framesOverMemoryCap(maxFramePixels) {
                box = PixelSize(width: max(box.width / 2, 1), height: max(box.height / 2, 1))
            } catch {
                return .notPlayed(error.reason)
            }
        }
        return .notPlayed(ImageError.framesOverMemoryCap(maxFramePixels).reason)
    }
}

/// What the viewer reads in the background besides pictures: photo facts for the info panel and
/// animations' frames, each kept for the photos last shown. Shared by the photo screens
/// (``PhotoContext/viewerLoads``); a headless run waits for it before drawing (``waitUntilIdle()``).
final class ViewerLoads: Sendable {
    /// Photo facts, by the photo's file and modification time.
    let info: BackgroundResults<PictureRequest, PhotoInfo>
    /// Frames, by the viewer picture they play in place of (one animation is kept).
    let animations: BackgroundResults<PictureRequest, AnimationLoad>

    /// - Parameter onFinish: Called from the background after each result: the terminal's wake-up.
    init(onFinish: @escaping @Sendable () -> Void = {}) {
        info = BackgroundResults(label: "photo-info", capacity: 64, onFinish: onFinish)
        animations = BackgroundResults(label: "animation", capacity: 1, onFinish: onFinish)
    }

    /// Blocks until everything asked for is read.
    func waitUntilIdle() {
        info.waitUntilIdle()
        animations.waitUntilIdle()
    }
}
