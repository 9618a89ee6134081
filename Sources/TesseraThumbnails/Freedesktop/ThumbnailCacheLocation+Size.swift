extension ThumbnailCacheLocation {
    /// The thumbnail sizes of the Thumbnail Managing Standard that this program reads or writes.
    public enum Size: Hashable, Sendable, CaseIterable {
        /// At most 128 × 128 pixels, in `thumbnails/normal`.
        case normal
        /// At most 256 × 256 pixels, in `thumbnails/large`.
        case large

        /// The longest side in pixels: 128 or 256.
        public var pixels: Int {
            switch self {
            case .normal: 128
            case .large: 256
            }
        }

        /// The name of the size's folder under `thumbnails`: `normal` or `large`.
        public var folderName: String {
            switch self {
            case .normal: "normal"
            case .large: "large"
            }
        }
    }
}
