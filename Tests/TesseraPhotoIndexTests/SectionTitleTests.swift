import Testing

@testable import TesseraPhotoIndex

/// Section headers: `November 2026 · 212 photos, 2 videos`.
@Suite struct SectionTitleTests {
    static func section(photos: Int, videos: Int) -> MonthSection {
        MonthSection(
            year: 2026, month: 11, items: 0..<(photos + videos),
            counts: MediaCounts(photos: photos, videos: videos))
    }

    @Test func countsPhotosAndVideosSingularForOne() {
        #expect(Self.section(photos: 212, videos: 2).title == "November 2026 · 212 photos, 2 videos")
        #expect(Self.section(photos: 1, videos: 1).title == "November 2026 · 1 photo, 1 video")
        #expect(Self.section(photos: 214, videos: 0).title == "November 2026 · 214 photos")
        #expect(Self.section(photos: 0, videos: 3).title == "November 2026 · 3 videos")
        #expect(Self.section(photos: 12_400, videos: 0).title == "November 2026 · 12,400 photos")
    }

    @Test func afterAFilterShowsWhatIsShownOfTheTotal() {
        var fixture = TimelineFixture()
        for day in 1...3 { fixture.photo("beach-\(day).jpg", exif: "2026-11-0\(day) 12:00:00") }
        fixture.photo("city.jpg", exif: "2026-11-04 12:00:00")
        fixture.video("beach.mov", utc: "2026-11-05 12:00:00")
        fixture.video("city.mov", utc: "2026-11-06 12:00:00")
        fixture.photo("beach-old.jpg", exif: "2025-01-01 12:00:00")
        let timeline = fixture.timeline(zone: .fixed(0))

        let beach = timeline.filtered { $0.photo.name.hasPrefix("beach-") }

        #expect(
            beach.outline == [
                "November 2026 · 3 of 4 photos, 0 of 2 videos: beach-3.jpg beach-2.jpg beach-1.jpg",
                "January 2025 · 1 of 1 photo: beach-old.jpg",
            ])
        #expect(timeline.sections.allSatisfy { $0.unfilteredCounts == nil })
    }

    @Test func indexingProgressReadsForTheStatusLine() {
        #expect(IndexProgress(done: 12_400, total: 99_840).statusText == "Indexing 12,400 of 99,840…")
    }

    @Test func numbersAreGroupedInThousands() {
        #expect(MediaCounts.grouped(0) == "0")
        #expect(MediaCounts.grouped(999) == "999")
        #expect(MediaCounts.grouped(1_000) == "1,000")
        #expect(MediaCounts.grouped(99_840) == "99,840")
        #expect(MediaCounts.grouped(1_234_567) == "1,234,567")
    }
}
