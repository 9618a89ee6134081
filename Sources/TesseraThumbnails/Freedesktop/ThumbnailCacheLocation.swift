import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the shared thumbnail cache lives: `$XDG_CACHE_HOME/thumbnails`, with `$HOME/.cache` standing in
/// for an unset, empty or relative `XDG_CACHE_HOME` (XDG Base Directory Specification).
///
/// Pure: it names paths and touches nothing on disk.
public struct ThumbnailCacheLocation: Hashable, Sendable {
    /// The `thumbnails` folder itself.
    public let directory: FilePath

    /// The cache in the `thumbnails` folder at `directory`.
    public init(directory: FilePath) {
        self.directory = directory
    }

    /// The cache that `XDG_CACHE_HOME` and `HOME` in `environment` point to, or `nil` when neither
    /// gives an absolute path.
    public init?(environment: [String: String]) {
        self.init(
            cacheHome: environment["XDG_CACHE_HOME"].map { FilePath($0) },
            home: environment["HOME"].map { FilePath($0) })
    }

    /// The cache of this process's environment (`getenv`), keeping the variables' bytes as they are.
    public static func processEnvironment() -> ThumbnailCacheLocation? {
        func variable(_ name: String) -> FilePath? {
            getenv(name).map { FilePath(platformString: $0) }
        }
        return ThumbnailCacheLocation(cacheHome: variable("XDG_CACHE_HOME"), home: variable("HOME"))
    }

    /// The folder of `normal` (128-pixel) thumbnails.
    public var normal: FilePath {
        folder(for: .normal)
    }

    /// The folder of `large` (256-pixel) thumbnails.
    public var large: FilePath {
        folder(for: .large)
    }

    /// The folder of thumbnails of `size`.
    public func folder(for size: Size) -> FilePath {
        directory.appending(size.folderName)
    }

    /// Where the thumbnail of `size` for the file with this URI (see ``FileURI``) is: its folder, then
    /// the URI's MD5 in lower-case hex with `.png`.
    public func path(forURI uri: String, size: Size) -> FilePath {
        folder(for: size).appending(MD5.hex(uri.utf8) + ".png")
    }

    /// The cache under `cacheHome` when it is absolute, else under `home/.cache` when that is absolute.
    private init?(cacheHome: FilePath?, home: FilePath?) {
        if let cacheHome, cacheHome.isAbsolute {
            self.init(directory: cacheHome.appending("thumbnails"))
        } else if let home, home.isAbsolute {
            self.init(directory: home.appending(".cache/thumbnails"))
        } else {
            return nil
        }
    }
}
