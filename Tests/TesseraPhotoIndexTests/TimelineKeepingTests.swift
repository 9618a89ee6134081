import SystemTestSupport
import Testing

@testable import TesseraPhotoIndex

/// `Timeline.keeping(positions:)`, what the `/` filter shows from positions it matched: the same
/// timeline as `filtered(_:)` gives for the same photos, whatever is kept.
@Suite struct TimelineKeepingTests {
    /// A timeline of `count` photos and videos over a few years, some months empty, some days crowded.
    static func timeline(count: Int, seed: UInt64) -> Timeline {
        var random = SplitMix(seed: seed)
        var fixture = TimelineFixture()
        for index in 0..<count {
            let year = 2019 + Int.random(in: 0..<3, using: &random)
            let month = [1, 2, 7, 11, 12][Int.random(in: 0..<5, using: &random)]
            let day = 1 + Int.random(in: 0..<3, using: &random)
            let date = "\(year)-\(month < 10 ? "0" : "")\(month)-0\(day) 12:00:00"
            if Int.random(in: 0..<4, using: &random) == 0 {
                fixture.video("clip-\(index).mov", utc: date)
            } else {
                fixture.photo("photo-\(index).jpg", exif: date)
            }
        }
        return fixture.timeline(zone: .fixed(0))
    }

    @Test(arguments: 0..<24) func keepingPositionsIsFilteringThosePhotos(seed: UInt64) {
        var random = SplitMix(seed: seed &+ 1_000)
        let whole = Self.timeline(count: Int.random(in: 0..<80, using: &random), seed: seed)
        let chance = Int.random(in: 1...4, using: &random)
        let positions = whole.items.indices.filter { _ in Int.random(in: 0..<4, using: &random) < chance }
        let kept = Set(positions.map { whole.items[$0].photo.path })

        let shown = whole.keeping(positions: positions)

        #expect(shown == whole.filtered { kept.contains($0.photo.path) }, "seed \(seed)")
        #expect(shown.outline == whole.filtered { kept.contains($0.photo.path) }.outline)
    }

    @Test func keepingNothingOrEverything() {
        let whole = Self.timeline(count: 30, seed: 7)
        #expect(whole.keeping(positions: []).items.isEmpty)
        #expect(whole.keeping(positions: []).sections.isEmpty)
        let all = whole.keeping(positions: Array(whole.items.indices))
        #expect(all.items == whole.items)
        #expect(all.sections.map(\.items) == whole.sections.map(\.items))
        #expect(all.sections.allSatisfy { $0.unfilteredCounts == $0.counts })
        #expect(whole.sectionStarts == whole.sections.map(\.items.lowerBound))
    }
}
