/// The version `tessera --version` prints: the one place it is written.
enum TesseraVersion {
    /// Semantic versioning; `-dev` until the first version is tagged.
    static let current = "0.1.0-dev"
}
