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
