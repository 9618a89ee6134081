import SystemPackage
import TesseraPhotoLibrary
import TesseraThumbnails

/// Where `tessera PATH` keeps thumbnails: the shared freedesktop cache of this process's environment,
/// unless writing there would write inside PATH where the scan would see it, or PATH lies inside the cache.
///
/// Tessera never writes inside the folders it browses, with one exception: the cache itself, when it lies
/// under PATH in a hidden folder (`tessera ~` with the usual `~/.cache`), which the scan never enters. A
/// cache under PATH in a folder the scan would enter is not used at all, nor is one that PATH lies in
/// (browsing `~/.cache/thumbnails/large` would write thumbnails of thumbnails into it). "Under" is decided
/// by the filesystem (`FolderContainment`), so a symlinked `$XDG_CACHE_HOME` or `thumbnails` folder, or a
/// bind mount, cannot lead the cache into PATH.
public enum ThumbnailCacheRule {
    /// The cache to use while browsing `location`, or `nil` for none.
    public static func location(browsing location: LibraryLocation) -> ThumbnailCacheLocation? {
        guard let cache = ThumbnailCacheLocation.processEnvironment() else { return nil }
        return isAllowed(cache.directory, browsing: location.library.root) ? cache : nil
    }

    /// Whether thumbnails may be written in `cache` while `root` is browsed: outside it, or inside it
    /// below a hidden folder; and never when `root` lies inside `cache`.
    public static func isAllowed(_ cache: FilePath, browsing root: FilePath) -> Bool {
        guard !FolderContainment.contains(cache, root) else { return false }
        guard let inside = FolderContainment.components(of: cache, inside: root) else { return true }
        return inside.contains { $0.hasPrefix(".") }
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
