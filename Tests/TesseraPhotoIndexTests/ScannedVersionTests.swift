import Foundation
import SystemPackage
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

/// A scanned photo carries the version of its file the scan saw (size, modification time, inode), and the
/// index keys its row by that version instead of asking the file system again; a photo made without an
/// inode is keyed by the file's status as the index finds it.
@Suite struct ScannedVersionTests {
    @Test func theScanGivesEachPhotoItsFilesVersion() throws {
        let folder = try TestFolder()
        let path = try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        let photo = try #require(try folder.photos().first)
        #expect(FileKey(scanned: photo) == FileKey(path: path))
        let listed = try #require(
            LibraryScanner.list([path], named: "list").library.albums.first?.photos.first)
        #expect(FileKey(scanned: listed) == FileKey(path: path))
    }

    @Test func aFileChangedBetweenItsScanAndItsReadIsReadAgainAfterTheNextScan() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        let scanned = try folder.photos()
        try folder.writePhoto("a.jpg", taken: "2025-06-15 10:00:00", padding: 5)
        try folder.setModified("a.jpg", seconds: 1_000_000)
        let reader = TestReader()
        let index = try folder.index(reader: reader)

        index.update(photos: scanned).wait()
        #expect(reader.readCount == 1)
        index.update(photos: scanned).wait()
        #expect(reader.readCount == 1)
        index.update(photos: try folder.photos()).wait()
        #expect(reader.readCount == 2)
        #expect(index.facts(for: folder.photo("a.jpg"))?.pixelSize?.width == 36)
    }

    @Test func aPhotoWithoutAnInodeIsKeyedByItsFilesStatus() throws {
        let folder = try TestFolder()
        let path = try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        let made = Photo(path: path, name: "a.jpg", byteCount: 1, modified: FileTime(seconds: 0))
        #expect(made.inode == nil && FileKey(scanned: made) == nil)
        let reader = TestReader()
        let index = try folder.index(reader: reader)

        index.update(photos: [made]).wait()
        index.update(photos: try folder.photos()).wait()
        #expect(reader.readCount == 1)
    }
}
