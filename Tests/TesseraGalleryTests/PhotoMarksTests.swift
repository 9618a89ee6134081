import SystemPackage
import TesseraPhotoLibrary
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// The marks against a plain set of paths, under random marking, filtering, sorting and folder changes:
/// the same paths marked, the same total size, the same summary, marked paths in the order shown.
@Suite struct PhotoMarksTests {
    static func photo(_ number: Int) -> Photo {
        Photo(
            path: FilePath("/p/IMG_\(number).jpg"), name: "IMG_\(number).jpg",
            byteCount: Int64(number * 1000 + 7),
            modified: FileTime(seconds: 0, nanoseconds: 0))
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func marksMatchASetModelUnderRandomChanges(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let marks = PhotoMarks()
        var model: Set<Int> = []
        var folder = Array(0..<30)
        for _ in 0..<200 {
            // What the screen shows: the folder filtered and sorted at random.
            let shown = folder.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
                .sorted { (($0 * 7919 + Int(seed)) % 31) < (($1 * 7919 + Int(seed)) % 31) }
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                guard let number = shown.randomElement(using: &random) else { continue }
                marks.toggle(Self.photo(number))
                if !model.insert(number).inserted { model.remove(number) }
            case 2:
                marks.toggleAll(shown.map(Self.photo))
                if shown.allSatisfy(model.contains) { model.subtract(shown) } else { model.formUnion(shown) }
            case 3:
                // Files leave the folder and new ones arrive (a rescan).
                let old = folder
                folder.removeAll { _ in Int.random(in: 0..<5, using: &random) == 0 }
                folder += (0..<Int.random(in: 0..<3, using: &random)).map { _ in
                    Int.random(in: 30..<60, using: &random)
                }
                folder = Array(Set(folder)).sorted()
                marks.forget(old.map(Self.photo), keeping: folder.map(Self.photo))
                model.subtract(Set(old).subtracting(folder))
            case 4:
                if Int.random(in: 0..<8, using: &random) == 0 {
                    marks.clear()
                    model.removeAll()
                }
            default:
                break
            }
            #expect(Set(marks.sizes.keys) == Set(model.map { Self.photo($0).path }))
            #expect(marks.byteCount == model.reduce(0) { $0 + Self.photo($1).byteCount })
            #expect(marks.count == model.count)
            let ordered = marks.paths(inOrderOf: shown.map(Self.photo))
            let expectedShown = shown.filter(model.contains).map { Self.photo($0).path }
            #expect(Array(ordered.prefix(expectedShown.count)) == expectedShown)
            #expect(Set(ordered) == Set(model.map { Self.photo($0).path }))
        }
    }

    @Test func theSummaryNamesTheCountAndTheSize() {
        let marks = PhotoMarks()
        #expect(marks.summary == nil)
        for number in [12, 400, 8988] { marks.mark(Self.photo(number)) }
        #expect(marks.summary == "3 selected · 9.4 MB")
    }

    @Test func markingAHundredThousandPhotosIsQuick() {
        let photos = (0..<100_000).map(Self.photo)
        let marks = PhotoMarks()
        let clock = ContinuousClock()
        let took = clock.measure { marks.toggleAll(photos) }
        #expect(marks.count == 100_000)
        // A debug build on a loaded machine takes about 2 s; anything quadratic would take hours.
        #expect(took < .seconds(10), "\(took)")
    }
}
