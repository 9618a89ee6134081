/// Whether a file is a still photo or a video (section headers count them apart).
public enum MediaKind: Int, Hashable, Sendable {
    /// A still picture (JPEG, HEIC, RAW, an animated GIF…).
    case photo = 0
    /// A video (MP4, MOV…).
    case video = 1
}
