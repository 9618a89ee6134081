import SystemPackage

extension ImageFormat {
    /// The extensions of camera RAW files, lower-case, without the dot.
    public static let cameraRawExtensions: Set<String> = [
        "dng", "cr2", "cr3", "nef", "arw", "raf", "orf", "rw2", "pef", "srw",
    ]
    /// The extensions of video files, lower-case, without the dot.
    public static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "mkv", "webm", "avi", "3gp"]

    /// ``cameraRaw`` or ``video`` when `path`'s extension (in any case) is one of theirs, else `nil`:
    /// these formats are known by name, every other one by its first bytes.
    public init?(fileExtensionOf path: FilePath) {
        guard let suffix = path.extension?.lowercased() else { return nil }
        if Self.cameraRawExtensions.contains(suffix) {
            self = .cameraRaw
        } else if Self.videoExtensions.contains(suffix) {
            self = .video
        } else {
            return nil
        }
    }
}
