import SystemPackage

/// Why a path given on the command line cannot be browsed.
///
/// Each ``description`` is one lower-case line that names the path as it was given, such as
/// `no such file or directory: ~/x`.
public enum LibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path (or one of its parents is not a folder).
    case notFound(FilePath)
    /// The path exists but is neither a folder nor a photo (a file without an extension, a FIFO, a
    /// device…).
    case notAFolderOrPhoto(FilePath)
    /// The path is a file whose extension (lower-case, without the dot) is not one Tessera shows.
    case unsupportedType(FilePath, extension: String)
    /// ``LibraryScanner/scan(folder:)`` was given something that is not a folder.
    case notAFolder(FilePath)
    /// The path, or a folder on the way to it, may not be read.
    case permissionDenied(FilePath)
    /// Any other failure of the system, with its error number.
    case unreadable(FilePath, Errno)

    /// The path the error is about, as it was given.
    public var path: FilePath {
        switch self {
        case .notFound(let path), .notAFolderOrPhoto(let path), .notAFolder(let path),
            .permissionDenied(let path), .unreadable(let path, _), .unsupportedType(let path, _):
            path
        }
    }

    /// The problem in one line, such as `permission denied: /root/private`.
    public var description: String {
        switch self {
        case .notFound(let path): "no such file or directory: \(path)"
        case .notAFolderOrPhoto(let path): "not a folder or a photo: \(path)"
        case .unsupportedType(let path, let fileExtension):
            ".\(fileExtension) files are not supported: \(path)"
        case .notAFolder(let path): "not a folder: \(path)"
        case .permissionDenied(let path): "permission denied: \(path)"
        case .unreadable(let path, let errno): "\(Self.lowercasingFirstLetter(errno.description)): \(path)"
        }
    }

    /// The error for a failed system call on `path`.
    init(errno: Errno, path: FilePath) {
        switch errno {
        case .noSuchFileOrDirectory, .notDirectory: self = .notFound(path)
        case .permissionDenied, .notPermitted: self = .permissionDenied(path)
        default: self = .unreadable(path, errno)
        }
    }

    /// `strerror`'s text starts with a capital ("Too many levels of symbolic links").
    private static func lowercasingFirstLetter(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
