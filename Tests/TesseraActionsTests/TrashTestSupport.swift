import Foundation
import SystemPackage
import SystemTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A folder under `/tmp` for one test, removed with everything in it afterwards; holds the test's
/// `XDG_DATA_HOME` (`data/`) and its photos (`photos/`).
final class TrashScene: Sendable {
    /// The folder's absolute path.
    let root: FilePath

    init() throws {
        var template = Array("/tmp/tessera-trash-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Errno(rawValue: errno) }
        root = FilePath(platformString: made)
        _ = chmod(made, 0o755)
    }

    deinit {
        _ = try? run(["/bin/rm", "-rf", "--one-file-system", root.string])
    }

    /// The test's `XDG_DATA_HOME`.
    var dataHome: FilePath { root.appending("data") }
    /// The home trash of ``dataHome``.
    var homeTrash: FilePath { dataHome.appending("Trash") }

    /// The environment under which `trash-list` and `gio` see this scene's home trash.
    var environment: [String: String] {
        ["XDG_DATA_HOME": dataHome.string, "HOME": root.string, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    }

    /// A file at `relative` (a path, or raw name bytes joined to `folder`) holding `contents`, folders on
    /// the way made.
    @discardableResult
    func file(_ relative: String, contents: String = "photo") throws -> FilePath {
        let path = root.appending(relative)
        try makeFile(at: path, contents: contents)
        return path
    }

    /// A file named by raw bytes (not necessarily UTF-8) in folder `relative`.
    func file(named name: [UInt8], in relative: String) throws -> FilePath {
        let path = FilePath(bytes: root.appending(relative).bytes + [UInt8(ascii: "/")] + name)
        try makeFile(at: path, contents: "photo")
        return path
    }

    /// The files in `folder`, by name (bytes), sorted.
    func names(in folder: FilePath) -> [[UInt8]] {
        guard let directory = folder.withPlatformString({ opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] {
                names.append(name)
            }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

/// Writes a new file (folders on the way made).
func makeFile(at path: FilePath, contents: String) throws {
    _ = try run(["/bin/mkdir", "-p", path.folderBytesString])
    let descriptor = path.withPlatformString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    guard descriptor >= 0 else { throw Errno(rawValue: errno) }
    defer { close(descriptor) }
    let bytes = Array(contents.utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else { throw Errno(rawValue: errno) }
}

/// The bytes of the file at `path`, or `nil` if it cannot be read.
func contents(of path: FilePath) -> [UInt8]? {
    let descriptor = path.withPlatformString { open($0, O_RDONLY) }
    guard descriptor >= 0 else { return nil }
    return Array(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile())
}

/// Whether anything is at `path` (even a dangling link).
func exists(_ path: FilePath) -> Bool {
    var status = stat()
    return path.withPlatformString { lstat($0, &status) } == 0
}

/// Runs a program (an absolute path first) with `environment`, on this thread, so a program started from
/// a thread in its own mount namespace sees that namespace's mounts.
@discardableResult
func run(_ arguments: [String], environment: [String: String] = ["PATH": "/usr/bin:/bin"]) throws
    -> ProgramRun
{
    try runProgram(arguments[0], Array(arguments.dropFirst()), environment: environment)
}

extension FilePath {
    /// A path of exactly these bytes.
    init(bytes: [UInt8]) {
        var terminated = bytes.map { CChar(bitPattern: $0) }
        terminated.append(0)
        self = terminated.withUnsafeBufferPointer { FilePath(platformString: $0.baseAddress!) }
    }

    /// The path's bytes.
    var bytes: [UInt8] {
        withPlatformString { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// The folder part, as a string for a command line.
    fileprivate var folderBytesString: String {
        var folder = self
        folder.removeLastComponent()
        return folder.string
    }
}

/// The fields of a `.trashinfo` file: its lines, split at the first `=`.
func trashInfoLines(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
}

/// `DeletionDate=` for a moment, in local time, as the specification writes it.
func deletionDate(_ time: time_t) -> String {
    var seconds = time
    var parts = tm()
    localtime_r(&seconds, &parts)
    return String(
        format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
        parts.tm_hour, parts.tm_min, parts.tm_sec)
}
