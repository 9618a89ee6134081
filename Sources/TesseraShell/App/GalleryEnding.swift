import SystemPackage

/// How a run of the app ended.
public enum GalleryEnding: Equatable, Sendable {
    /// The person quit (`q`, or Esc at the first screen outside the picker).
    case quit
    /// The picker was cancelled (`q`, or Esc at the first screen): nothing is printed, the status is 130.
    case cancelled
    /// The picker accepted these photos (Enter): their paths, in the order shown.
    case accepted([FilePath])
}
