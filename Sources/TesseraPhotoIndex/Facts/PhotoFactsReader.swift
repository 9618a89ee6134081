import SystemPackage

/// Computes the ``PhotoFacts`` of one file: the part the index calls for new and changed files only.
///
/// The index runs it on its background workers, two files at a time, so it must be thread-safe. Its
/// ``identity`` is stored with every row: rows written by a reader of another identity (the EXIF reader
/// replacing ``modificationTimeOnly``, or a new version of it) are read again at the next update.
public struct PhotoFactsReader: Sendable {
    /// Names the reader and its version, such as `exif-3`.
    public let identity: String
    private let read: @Sendable (FilePath, FileDescriptor?) -> PhotoFacts?

    /// A reader called `identity` that computes facts with `read`, returning `nil` for a file it cannot
    /// read at all (gone, unreadable): such a file is left out of the index and tried again next time.
    public init(identity: String, read: @escaping @Sendable (FilePath) -> PhotoFacts?) {
        self.identity = identity
        self.read = { path, _ in read(path) }
    }

    /// A reader called `identity` that computes facts with `read(path, folder)`, where `folder`, when
    /// not `nil`, is the open folder holding `path`: the reader
    /// may open the file by its name in it (`openat`) instead of by its whole path. Otherwise as
    /// ``init(identity:read:)``.
    public init(
        identity: String, readingInFolder read: @escaping @Sendable (FilePath, FileDescriptor?) -> PhotoFacts?
    ) {
        self.identity = identity
        self.read = read
    }

    /// The facts of the file at `path`.
    public func facts(for path: FilePath) -> PhotoFacts? { read(path, nil) }

    /// The facts of the file at `path`, which lies in the open folder `folder` (`nil`: open it by path).
    public func facts(for path: FilePath, inFolder folder: FileDescriptor?) -> PhotoFacts? {
        read(path, folder)
    }

    /// The reader used until a real one is wired in: reads no file contents, records no date taken (so the
    /// timeline uses the modification time) and tells videos from photos by the name's extension.
    public static let modificationTimeOnly = PhotoFactsReader(identity: "mtime-1") { path in
        PhotoFacts(kind: MediaKind(guessingFromExtensionOf: path))
    }
}

extension MediaKind {
    /// The usual video extensions: `.mp4`, `.mov`, `.m4v`, `.3gp`, `.mkv`, `.webm`, `.avi`, `.mts` (any case).
    static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "3gp", "mkv", "webm", "avi", "mts"]

    /// `.video` for a name with one of ``videoExtensions``, else `.photo`.
    init(guessingFromExtensionOf path: FilePath) {
        let fileExtension = path.extension?.lowercased() ?? ""
        self = Self.videoExtensions.contains(fileExtension) ? .video : .photo
    }
}
