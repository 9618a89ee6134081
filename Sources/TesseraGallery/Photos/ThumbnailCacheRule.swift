import SystemPackage
import TesseraPhotoLibrary
import TesseraThumbnails

/// Where `tessera PATH` keeps thumbnails: the shared freedesktop cache of this process's environment,
/// unless writing there would write inside PATH where the scan would see it.
///
/// Tessera never writes inside the folders it browses, with one exception: the cache itself, when it lies
/// under PATH in a hidden folder (`tessera ~` with the usual `~/.cache`), which the scan never enters. A
/// cache under PATH in a folder the scan would enter is not used at all.
public enum ThumbnailCacheRule {
    /// The cache to use while browsing `location`, or `nil` for none.
    public static func location(browsing location: LibraryLocation) -> ThumbnailCacheLocation? {
        guard let cache = ThumbnailCacheLocation.processEnvironment() else { return nil }
        return isAllowed(cache.directory, browsing: location.library.root) ? cache : nil
    }

    /// Whether thumbnails may be written in `cache` while `root` is browsed: outside it, or inside it
    /// below a hidden folder.
    public static func isAllowed(_ cache: FilePath, browsing root: FilePath) -> Bool {
        let cache = cache.lexicallyNormalized()
        let root = root.lexicallyNormalized()
        guard cache.starts(with: root) else { return true }
        let inside = cache.components.dropFirst(root.components.count)
        return inside.contains { $0.string.hasPrefix(".") }
    }
}

/// The library a location leads to, for the photo screens.
extension LibraryLocation {
    /// The library, whichever kind of location this is.
    public var library: Library {
        switch self {
        case .folder(let library), .photo(let library, _, _): library
        }
    }
}
