import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LibraryScanner {
    /// A library of one album holding the photos of a list of paths (`tessera --pick -`, a list read from
    /// standard input), in the order given, each photo's ``Photo/path`` exactly as given (relative paths
    /// stay relative to the current folder).
    ///
    /// An entry that is not a regular file after following links, or whose name ``PhotoName`` does not
    /// accept, is left out and counted in ``FileList/leftOut``; so is a repeated one. The album is named
    /// `name`; the library's root is the current folder.
    public static func list(_ paths: [FilePath], named name: String) -> FileList {
        var photos: [Photo] = []
        var seen: Set<FilePath> = []
        var leftOut = 0
        for path in paths {
            let fileName = path.nameBytes
            guard PhotoName.isPhoto(bytes: fileName),
                let status = try? FileStatus(path: path), status.kind == .regular, seen.insert(path).inserted
            else {
                leftOut += 1
                continue
            }
            photos.append(
                Photo(
                    path: path, name: String(decoding: fileName, as: UTF8.self), byteCount: status.byteCount,
                    modified: status.modified, inode: status.identity.inode))
        }
        let folder = (try? FilePath(".").resolved()) ?? FilePath("/")
        let album = Album(name: name, folder: folder, photos: photos)
        return FileList(
            library: Library(root: folder, albums: photos.isEmpty ? [] : [album]), leftOut: leftOut)
    }
}

/// The library made of a list of paths, and how many entries of the list were not photos.
public struct FileList: Sendable {
    /// One album of the listed photos (none when no entry was a photo).
    public let library: Library
    /// The entries left out: missing, not regular files, not photos by name, or repeated.
    public let leftOut: Int
}
