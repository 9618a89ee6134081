import ImagingTestSupport
import SystemPackage
import TesseraGallery
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the cache may be used while PATH is browsed, decided on the folders themselves: a symlinked
/// `$XDG_CACHE_HOME` or `thumbnails` leading into PATH is caught, and a PATH inside the cache is refused.
@Suite struct ThumbnailCacheRuleTests {
    let folder = TemporaryDirectory()

    /// Makes `name` in the temporary folder a symlink to `target`.
    func link(_ name: String, to target: FilePath) throws -> FilePath {
        let link = folder.path.appending(name)
        try #require(
            target.withPlatformString { target in link.withPlatformString { symlink(target, $0) } } == 0)
        return link
    }

    @Test func aCacheOutsidePathOrInAHiddenFolderOfItIsAllowed() {
        let photos = folder.makeFolder("photos")
        #expect(
            ThumbnailCacheRule.isAllowed(folder.path.appending("home/.cache/thumbnails"), browsing: photos))
        #expect(ThumbnailCacheRule.isAllowed(photos.appending(".cache/thumbnails"), browsing: photos))
        #expect(!ThumbnailCacheRule.isAllowed(photos.appending("cache/thumbnails"), browsing: photos))
    }

    @Test func aCacheHomeSymlinkedIntoPathIsRefused() throws {
        let photos = folder.makeFolder("photos/trips")
        let cacheHome = try link("cache-home", to: photos)
        // As text, `…/cache-home/thumbnails` is not under `…/photos`.
        #expect(
            !ThumbnailCacheRule.isAllowed(
                cacheHome.appending("thumbnails"), browsing: folder.path.appending("photos")))
    }

    @Test func aThumbnailsFolderSymlinkedIntoPathIsRefused() throws {
        let photos = folder.makeFolder("photos")
        let target = folder.makeFolder("photos/thumbs")
        folder.makeFolder("home/.cache")
        let thumbnails = folder.path.appending("home/.cache/thumbnails")
        try #require(target.withPlatformString { t in thumbnails.withPlatformString { symlink(t, $0) } } == 0)
        #expect(!ThumbnailCacheRule.isAllowed(thumbnails, browsing: photos))
        // Symlinked into a hidden folder of PATH, the scan never sees it.
        let hidden = folder.makeFolder("photos/.hidden")
        let cacheHome = try link("cache-home", to: hidden)
        #expect(ThumbnailCacheRule.isAllowed(cacheHome.appending("thumbnails"), browsing: photos))
    }

    @Test func browsingAFolderInsideTheCacheWritesNothing() throws {
        let cache = folder.makeFolder("home/.cache/thumbnails")
        let large = folder.makeFolder("home/.cache/thumbnails/large")
        #expect(!ThumbnailCacheRule.isAllowed(cache, browsing: large))
        #expect(!ThumbnailCacheRule.isAllowed(cache, browsing: cache))
        // Also when PATH reaches the cache through a symlink.
        let shortcut = try link("shortcut", to: large)
        #expect(!ThumbnailCacheRule.isAllowed(cache, browsing: shortcut))
    }
}
