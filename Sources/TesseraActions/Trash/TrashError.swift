import SystemPackage

/// Why a file could not go to the trash or come back from it. Nothing is lost in any of these cases: the
/// file stays where it was.
///
/// Each ``description`` is one line naming the file and the reason, fit for a status line.
public enum TrashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not there any more (moved or deleted by someone else).
    case fileGone(FilePath)
    /// The file lies on a mount that keeps no trash (`tmpfs`, a system folder, …), as GLib decides.
    case noTrashOnMount(FilePath, mountPoint: FilePath, reason: String)
    /// No trash folder could be found or made for the file (neither `.Trash/$uid` nor `.Trash-$uid` on
    /// its file system, or the home trash cannot be made).
    case noTrashFolder(FilePath, trash: FilePath, Errno?)
    /// The trash turned out to be on another file system (a bind mount); the file was not copied.
    case acrossFileSystems(FilePath)
    /// The file could not be moved (its folder is read-only, say).
    case cannotMove(FilePath, Errno)
    /// Putting back: something else now has the file's original path.
    case originalPathTaken(FilePath)
    /// Putting back: the folder the file came from is gone.
    case originalFolderGone(FilePath)
    /// Putting back: the file is no longer in the trash (emptied or restored by another program).
    case goneFromTrash(FilePath)

    /// The problem in one line, such as `cannot trash IMG_1.jpg: its folder is read-only`.
    public var description: String {
        switch self {
        case .fileGone(let path): "\(path.displayed) is gone"
        case .noTrashOnMount(let path, let mountPoint, let reason):
            "cannot trash \(path.displayed): no trash on \(mountPoint.displayed) (\(reason))"
        case .noTrashFolder(let path, let trash, let error):
            "cannot trash \(path.displayed): no trash folder \(trash.displayed)"
                + (error.map { " (\(Self.reason($0)))" } ?? "")
        case .acrossFileSystems(let path):
            "cannot trash \(path.displayed): the trash is on another file system"
        case .cannotMove(let path, let error): "cannot trash \(path.displayed): \(Self.reason(error))"
        case .originalPathTaken(let path): "cannot put back \(path.displayed): something else is there now"
        case .originalFolderGone(let path): "cannot put back \(path.displayed): its folder is gone"
        case .goneFromTrash(let path): "cannot put back \(path.displayed): it is no longer in the trash"
        }
    }

    /// A short reason for a system error, in the words a person would use.
    private static func reason(_ error: Errno) -> String {
        switch error {
        case .permissionDenied, .notPermitted: "its folder is read-only"
        case .readOnlyFileSystem: "the file system is read-only"
        case .noSpace: "no space left"
        default: "\(error)"
        }
    }
}
