import SystemPackage

extension LibraryScanner {
    /// The resolved path of the folder at `path` when it is a folder that can be read, without scanning
    /// it; `nil` when `path` is something else that exists (a file: ``locate(_:)`` says what it is).
    ///
    /// For a start that shows what an index already knows about the folder before scanning it (the
    /// timeline's warm start): the root is resolved and opened exactly as ``scan(folder:)`` does first,
    /// so it throws the same errors for a folder that is missing or cannot be read.
    public static func readableFolder(_ path: FilePath) throws(LibraryError) -> FilePath? {
        let status: FileStatus
        do { status = try FileStatus(path: path) } catch { throw LibraryError(errno: error, path: path) }
        guard status.kind == .directory else { return nil }
        do {
            let root = try path.resolved()
            _ = try OpenFolder(path: root, followingLink: true)
            return root
        } catch {
            throw LibraryWalk.rootError(error, given: path)
        }
    }
}
