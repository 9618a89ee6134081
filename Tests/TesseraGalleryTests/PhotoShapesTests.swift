import SystemPackage
import TesseraImaging
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotos

/// The photos' shapes read in batches by every core: a few small batches first (the first screen's
/// photos), and a wait for some photos that returns once their reads are over, read or failed.
@Suite struct PhotoShapesTests {
    let folder = PhotoFolder()

    private func photo(_ path: FilePath) -> Photo {
        Photo(
            path: path, name: path.lastComponent?.string ?? "", byteCount: 0, modified: PhotoFolder.modified)
    }

    @Test func theFirstBatchesAreSmallThenFull() {
        let sizes = PhotoShapes.batches(of: 1000).map(\.count)
        #expect(sizes.prefix(4) == [32, 32, 32, 32])
        #expect(sizes.dropFirst(4).dropLast().allSatisfy { $0 == PhotoShapes.batchSize })
        #expect(sizes.reduce(0, +) == 1000)
        #expect(PhotoShapes.batches(of: 5) == [0..<5])
        #expect(PhotoShapes.batches(of: 0).isEmpty)
    }

    @Test func waitingForSomePhotosReturnsOnceTheirReadsAreOverReadOrFailed() throws {
        var photos: [Photo] = []
        for index in 0..<300 {
            photos.append(photo(try folder.jpeg("a/\(index).jpg", width: 30 + index, height: 20)))
        }
        let broken = photo(try folder.file("a/broken.jpg", bytes: Array("no JPEG".utf8)))
        photos.insert(broken, at: 3)
        let shapes = PhotoShapes()
        shapes.read(photos)
        shapes.wait(for: photos.prefix(5))
        #expect(shapes.hasRead(photos.prefix(5)))
        #expect(shapes.size(of: photos[0]) == PixelSize(width: 30, height: 20))
        #expect(shapes.size(of: broken) == nil)
        shapes.wait()
        #expect(shapes.hasRead(photos))
        #expect(shapes.size(of: photos[300]) == PixelSize(width: 329, height: 20))
        let unknown = photo(folder.root.appending("never asked.jpg"))
        #expect(shapes.hasRead([unknown]), "a photo never asked for has no read to wait for")
    }

    @Test func withoutReadingAheadOnlyTheWaitsRead() throws {
        let photos = try (0..<40).map { index in
            photo(try folder.jpeg("b/\(index).jpg", width: 10 + index, height: 10))
        }
        let shapes = PhotoShapes(readsAhead: false)
        shapes.read(photos)
        #expect(!shapes.hasRead(photos.prefix(1)), "nothing is read before a wait")
        shapes.wait(for: photos[3...5])
        #expect(shapes.hasRead(photos[3...5]))
        #expect(shapes.size(of: photos[5]) == PixelSize(width: 15, height: 10))
        #expect(!shapes.hasRead(photos.prefix(3)))
        #expect(shapes.size(of: photos[0]) == nil)
        shapes.wait()
        #expect(shapes.hasRead(photos))
        #expect(shapes.size(of: photos[39]) == PixelSize(width: 49, height: 10))
    }
}
