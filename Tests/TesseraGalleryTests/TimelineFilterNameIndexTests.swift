import SystemPackage
import TesseraKit
import TesseraPhotoIndex
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotos

/// The timeline's `/` filter before its name index is ready: a key typed then is answered by a linear
/// scan, with "indexing…" after the field, and the same photos as the index gives once it is ready.
@Suite struct TimelineFilterNameIndexTests {
    /// A timeline of `names`, one a day, dated by their modification times.
    static func timeline(_ names: [String]) -> Timeline {
        let photos = names.enumerated().map { day, name in
            Photo(
                path: FilePath("/roll").appending(name), name: name, byteCount: 1,
                modified: FileTime(seconds: 1_790_000_000 + Int64(day) * 86_400))
        }
        return Timeline(photos: photos, zone: .fixed(0)) { _ in nil }
    }

    @Test func aKeyTypedBeforeTheIndexIsReadyIsAnsweredByAScanAndSaysIndexing() {
        let whole = Self.timeline(["beach-1.jpg", "city.jpg", "beach-2.jpg", "dog.jpg", "Beach-3.heic"])
        let gate = Gate()
        let wakeUps = WakeUpCount()
        defer { gate.open() }
        var filtering = TimelineFiltering()
        filtering.indexedName = { item in
            gate.pass()
            return item.photo.name
        }
        filtering.take(whole, onIndexReady: { wakeUps.add() })
        filtering.startNameIndex()
        filtering.arrangement.filter = FilterField()
        filtering.arrangement.filter?.edit()
        for key in "bea" { _ = filtering.arrangement.handleTextKey(.character(key)) }

        let scanned = filtering.matchingPositions()
        #expect(filtering.isIndexing)
        #expect(filtering.textField?.hasSuffix(" indexing…") == true)
        #expect(
            scanned.map { $0.map { whole.items[$0].photo.name }.sorted() } == [
                "Beach-3.heic", "beach-1.jpg", "beach-2.jpg",
            ])
        #expect(wakeUps.count == 0)

        gate.open()
        filtering.waitForNameIndex()
        #expect(wakeUps.waitForFirst(), "the index's arrival wakes the run loop")
        _ = filtering.arrangement.handleTextKey(.character("c"))
        _ = filtering.arrangement.handleTextKey(.backspace)
        // The same query, answered by the index now: the same photos, and the note is gone.
        #expect(filtering.matchingPositions() == scanned)
        #expect(!filtering.isIndexing)
        #expect(filtering.textField?.contains("indexing") == false)
    }
}
