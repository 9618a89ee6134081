import ArgumentParser
import SystemPackage
import TesseraGallery
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `PATH` argument: a folder of albums or a photo, read from the command line's own bytes so a name
/// that is not valid UTF-8 still opens.
enum PhotoPath {
    /// Where `argument` points, or a one-line error naming the problem.
    static func locate(_ argument: String) throws -> LibraryLocation {
        do {
            return try LibraryScanner.locate(rawPath(for: argument))
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Where `argument` points, a folder left unscanned (`tessera --timeline FOLDER`): its location holds
    /// the folder's resolved root and no albums, and the second value is `false`. The timeline then starts
    /// from what its index knows and scans the folder in the background, or scans it before the first
    /// screen when the index knows nothing (``GalleryOptions/folderIsScanned``). A photo is located as
    /// ``locate(_:)`` does (the second value `true`); errors are the same as its.
    static func locateWithoutScanningFolder(_ argument: String) throws -> (LibraryLocation, isScanned: Bool) {
        do {
            let path = rawPath(for: argument)
            guard let root = try LibraryScanner.readableFolder(path) else {
                return (try LibraryScanner.locate(path), true)
            }
            return (.folder(Library(root: root, albums: [])), false)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The command line's bytes for `argument`: Swift's `CommandLine.arguments` repairs invalid UTF-8,
    /// so the argument is found among the raw ones by its repaired spelling.
    static func rawPath(for argument: String) -> FilePath {
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            if String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
                == argument
            {
                return FilePath(platformString: raw)
            }
        }
        return FilePath(argument)
    }
}
