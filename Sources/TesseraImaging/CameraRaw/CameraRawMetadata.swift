/// What a camera RAW file says about the camera that made it, as libraw reads it.
public struct CameraRawMetadata: Hashable, Sendable {
    /// The maker, e.g. `Canon` (libraw's normalised name).
    public var make: String?
    /// The model, e.g. `EOS 5D Mark IV`.
    public var model: String?

    /// Creates metadata.
    public init(make: String?, model: String?) {
        self.make = make
        self.model = model
    }
}
