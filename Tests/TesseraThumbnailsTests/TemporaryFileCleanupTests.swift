import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@testable import TesseraThumbnails

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `*.png.tessera-PID-RANDOM` files of writes in progress: removed by whoever ends the process, and
/// swept at start when their writer died anyway.
@Suite(.serialized) struct TemporaryFileCleanupTests {
    let folder = TemporaryDirectory()

    func exists(_ path: FilePath) -> Bool {
        path.withPlatformString { access($0, F_OK) } == 0
    }

    /// The ID of a process that has just ended (and been reaped).
    func deadProcessID() throws -> pid_t {
        var child: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { for argument in arguments { free(argument) } }
        try #require(posix_spawn(&child, "/bin/true", nil, nil, arguments, nil) == 0)
        var status: Int32 = 0
        try #require(waitpid(child, &status, 0) == child)
        return child
    }

    @Test func staleFilesOfDeadProcessesAreSweptAndLiveOnesKept() throws {
        let location = ThumbnailCacheLocation(directory: folder.path.appending("thumbnails"))
        folder.makeFolder("thumbnails/large")
        folder.makeFolder("thumbnails/normal")
        let dead = try deadProcessID()
        let stale = folder.write([], to: "thumbnails/large/0123.png.tessera-\(dead)-4242")
        let staleNormal = folder.write([], to: "thumbnails/normal/0123.png.tessera-\(dead)-7")
        let live = folder.write([], to: "thumbnails/large/4567.png.tessera-\(getpid())-99")
        let liveOther = folder.write([], to: "thumbnails/large/89ab.png.tessera-1-99")  // init: always alive
        let thumbnail = folder.write([1], to: "thumbnails/large/0123.png")
        let unrelated = folder.write([], to: "thumbnails/large/0123.png.tessera-notanumber-1")
        ThumbnailDiskCache(location: location).removeStaleTemporaryFiles()
        #expect(!exists(stale))
        #expect(!exists(staleNormal))
        #expect(exists(live))
        #expect(exists(liveOther))
        #expect(exists(thumbnail))
        #expect(exists(unrelated))
    }

    @Test func temporaryNamesAreParsed() {
        #expect(ThumbnailDiskCache.writerProcess(ofTemporaryName: "ab.png.tessera-123-456") == 123)
        #expect(ThumbnailDiskCache.writerProcess(ofTemporaryName: "ab.png.tessera-123-") == nil)
        #expect(ThumbnailDiskCache.writerProcess(ofTemporaryName: "ab.png.tessera-0-1") == nil)
        #expect(ThumbnailDiskCache.writerProcess(ofTemporaryName: "ab.png") == nil)
        #expect(ThumbnailDiskCache.writerProcess(ofTemporaryName: "ab.png.tessera-1-2-3") == nil)
    }

    @Test func filesInFlightAreRemovedByRemoveAllUntilFinished() throws {
        let table = InFlightTemporaryFiles(slotCount: 8)
        let writing = folder.write([], to: "a.png.tessera-1-1")
        let written = folder.write([], to: "b.png.tessera-1-2")
        let writingSlot = try #require(table.register(writing))
        let writtenSlot = try #require(table.register(written))
        #expect(writingSlot != writtenSlot)
        table.finish(writtenSlot)
        table.removeAll()
        #expect(!exists(writing))
        #expect(exists(written))
        table.finish(writingSlot)
    }

    @Test func aFullTableRefusesAndAFinishedSlotIsReused() throws {
        let table = InFlightTemporaryFiles(slotCount: 4)
        let path = folder.path.appending("x.png.tessera-1-1")
        var slots: [Int] = []
        while let slot = table.register(path) { slots.append(slot) }
        #expect(slots == [0, 1, 2, 3])
        table.finish(slots[0])
        #expect(table.register(path) == slots[0])
        for slot in slots { table.finish(slot) }
    }

    @Test func noThumbnailIsWrittenOfAFileInsideTheCache() throws {
        let location = ThumbnailCacheLocation(directory: folder.path.appending("thumbnails"))
        folder.makeFolder("thumbnails/large")
        let image = RGBImage(size: PixelSize(width: 300, height: 200), filledWith: (9, 9, 9))
        let file = folder.write(try JPEGWriter().encode(image), to: "thumbnails/large/photo.jpg")
        let request = PictureRequest(file: file, modifiedSeconds: 1, size: .thumbnail)
        let picture = Picture(
            image: image.resampled(to: PixelSize(width: 256, height: 171)), sourceSize: nil, damage: nil)
        let cache = ThumbnailDiskCache(location: location)
        cache.store(picture, for: request)
        let uri = FileURI.make(for: file)
        #expect(!exists(location.path(forURI: uri, size: .large)))
        // The same photo outside the cache gets its thumbnail.
        let outside = folder.write(try JPEGWriter().encode(image), to: "photo.jpg")
        cache.store(picture, for: PictureRequest(file: outside, modifiedSeconds: 1, size: .thumbnail))
        #expect(exists(location.path(forURI: FileURI.make(for: outside), size: .large)))
    }

    @Test func containmentFollowsSymlinksAndNotText() throws {
        let photos = folder.makeFolder("photos/sub")
        let link = folder.path.appending("link")
        try #require(photos.withPlatformString { p in link.withPlatformString { symlink(p, $0) } } == 0)
        let root = folder.path.appending("photos")
        #expect(
            FolderContainment.components(of: link.appending("thumbnails/large"), inside: root) == [
                "sub", "thumbnails", "large",
            ])
        #expect(FolderContainment.components(of: root.appending("sub/../sub"), inside: root) == ["sub"])
        #expect(FolderContainment.components(of: folder.path.appending("photos2"), inside: root) == nil)
        #expect(FolderContainment.components(of: root, inside: link) == nil)
        #expect(FolderContainment.components(of: photos, inside: link) == [])
        #expect(FolderContainment.components(of: root, inside: folder.path.appending("missing")) == nil)
    }
}
