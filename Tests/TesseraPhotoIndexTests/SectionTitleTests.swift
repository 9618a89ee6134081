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
        let section = Self.section(photos: 212, videos: 2)
        #expect(
            section.title(showing: MediaCounts(photos: 3, videos: 0))
                == "November 2026 · 3 of 212 photos, 0 of 2 videos")
        #expect(
            Self.section(photos: 1, videos: 0).title(showing: MediaCounts(photos: 1))
                == "November 2026 · 1 of 1 photo")
    }

    @Test func numbersAreGroupedInThousands() {
        #expect(MediaCounts.grouped(0) == "0")
        #expect(MediaCounts.grouped(999) == "999")
        #expect(MediaCounts.grouped(1_000) == "1,000")
        #expect(MediaCounts.grouped(99_840) == "99,840")
        #expect(MediaCounts.grouped(1_234_567) == "1,234,567")
    }
}
