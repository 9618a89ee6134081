import SystemPackage
import Testing

@testable import TesseraThumbnails

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PictureRequest {
    /// A request for `file` as it is on disk now (its modification time read with `stat`), as the app
    /// makes one for a photo it shows.
    static func current(_ file: FilePath, size: PictureSize = .thumbnail) throws -> PictureRequest {
        var status = stat()
        try #require(file.withPlatformString { stat($0, &status) } == 0)
        return PictureRequest(
            file: file, modifiedSeconds: Int64(status.st_mtim.tv_sec),
            modifiedNanoseconds: Int32(status.st_mtim.tv_nsec), size: size)
    }
}
