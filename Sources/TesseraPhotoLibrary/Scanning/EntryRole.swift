/// What one folder entry is to the scan, decided from its name, its `d_type` and as few `stat` calls as
/// possible.
///
/// A non-hidden entry costs at most one `stat` when the file system fills in `d_type`: none for a
/// folder or a file whose name is not a photo's, one for a photo or a link with a photo's name. Only
/// where `d_type` is `DT_UNKNOWN` does an entry cost an `lstat` first (and a link a `stat` after it).
enum EntryRole {
    /// A photo; the status is its target's.
    case photo(FileStatus)
    /// A folder to scan in turn (never a symbolic link to one).
    case subfolder
    /// A visible regular file whose name is not a photo's, with its extension (lower-case, without the
    /// dot): counted in ``NotShownFiles``.
    case notShown(extension: String?)
    /// Anything else: hidden, a link whose name is not a photo's, a FIFO, socket or device, a broken
    /// link, a link loop, a link to a folder.
    case ignored

    /// The role of the entry `name`, whose `d_type` says `kind` (`nil`: unknown); `status` stats the
    /// entry, following a symbolic link or not, and is `nil` when that fails.
    init(
        name: some BidirectionalCollection<UInt8>, kind: FileStatus.Kind?,
        status: (_ followingLinks: Bool) -> FileStatus?
    ) {
        guard name.first != UInt8(ascii: ".") else {
            self = .ignored
            return
        }
        let unfollowed = kind == nil ? status(false) : nil
        switch kind ?? unfollowed?.kind {
        case .directory:
            self = .subfolder
        case .regular, .symbolicLink:
            guard PhotoName.isPhoto(bytes: name) else {
                let isFile = (kind ?? unfollowed?.kind) == .regular
                self = isFile ? .notShown(extension: PhotoName.fileExtension(bytes: name)) : .ignored
                return
            }
            let target = unfollowed?.kind == .regular ? unfollowed : status(true)
            guard let target, target.kind == .regular else {
                self = .ignored
                return
            }
            self = .photo(target)
        case .other, nil:
            self = .ignored
        }
    }
}
