import SystemPackage
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

/// A large library's timeline, made and sorted in slices on every core and merged, is the one made on
/// one thread.
@Suite struct ParallelTimelineTests {
    /// `count` photos named in a scrambled order, many of them in the same second (ties broken by path
    /// across the slices), some placed by their EXIF date, some videos, some not yet indexed.
    static func fixture(count: Int) -> TimelineFixture {
        var fixture = TimelineFixture()
        for number in 0..<count {
            let scrambled = (number &* 7919) % count
            let name = "photo-\(scrambled).jpg"
            let second = Int64(number % 97) * 86_400 * 11
            switch number % 4 {
            case 0: fixture.add(name, modified: second)
            case 1:
                fixture.add(
                    name, modified: 5,
                    facts: PhotoFacts(dateTaken: .wallClock(localSeconds: second, utcOffset: nil)))
            case 2:
                fixture.add(
                    name, modified: 5,
                    facts: PhotoFacts(kind: .video, dateTaken: .instant(utcSeconds: second, utcOffset: 3600)))
            default: fixture.add(name, modified: second, facts: PhotoFacts())
            }
        }
        return fixture
    }

    @Test(arguments: [TimelineItem.parallelMinimum - 1, TimelineItem.parallelMinimum, 30_001])
    func slicesMergeIntoTheOneThreadTimeline(count: Int) {
        let fixture = Self.fixture(count: count)
        let facts = fixture.facts
        let zone = LocalTimeZone.fixed(-3 * 3600)
        let sorted = TimelineItem.sortedItems(of: fixture.photos, zone: zone) { facts[$0.path] }
        let oneThread = fixture.timeline(zone: zone)
        #expect(sorted == oneThread.items)
        #expect(Timeline(displayOrdered: sorted) == oneThread)
    }

    @Test func mergingKeepsDisplayOrderAndEveryItem() {
        let fixture = Self.fixture(count: 600)
        let items = Timeline(photos: fixture.photos, zone: .fixed(0)) { fixture.facts[$0] }.items
        // Three slices, each listed backwards with its order saying so.
        let slices = (0..<3).map { remainder in
            let slice = Array(items.indices.filter { $0 % 3 == remainder }.map { items[$0] }.reversed())
            return TimelineItem.SortedSlice(items: slice, order: Array(slice.indices.reversed()))
        }
        #expect(TimelineItem.merged(slices) == items)
        #expect(TimelineItem.merged(slices.reversed()) == items)
        #expect(TimelineItem.merged([TimelineItem.SortedSlice(items: [], order: [])] + slices) == items)
        #expect(TimelineItem.merged([]) == [])
    }
}
