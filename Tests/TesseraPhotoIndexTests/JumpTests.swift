import Testing

@testable import TesseraPhotoIndex

/// `:` + a year, month or day: the first item in display order there, else the nearest date.
@Suite struct JumpTests {
    /// Photos on 2019-07-14 (two at one time), 2019-07-02, 2019-03-01, 2017-05-20, newest first.
    static let timeline: Timeline = {
        var fixture = TimelineFixture()
        fixture.photo("b-evening.jpg", exif: "2019-07-14 20:00:00")
        fixture.photo("a-evening.jpg", exif: "2019-07-14 20:00:00")
        fixture.photo("morning.jpg", exif: "2019-07-14 08:00:00")
        fixture.photo("july.jpg", exif: "2019-07-02 12:00:00")
        fixture.photo("march.jpg", exif: "2019-03-01 12:00:00")
        fixture.photo("old.jpg", exif: "2017-05-20 12:00:00")
        return fixture.timeline(zone: .fixed(0))
    }()

    func jump(_ text: String) throws -> String? {
        try Self.timeline.itemIndex(jumpingTo: JumpTarget(parsing: text)).map {
            Self.timeline.items[$0].photo.name
        }
    }

    @Test func aPeriodWithPhotosGoesToItsFirstInDisplayOrder() throws {
        #expect(
            Self.timeline.names == [
                "a-evening.jpg", "b-evening.jpg", "morning.jpg", "july.jpg", "march.jpg", "old.jpg",
            ])
        #expect(try jump("2019") == "a-evening.jpg")
        #expect(try jump("2019-07") == "a-evening.jpg")
        #expect(try jump("2019-07-02") == "july.jpg")
        #expect(try jump("2019-03") == "march.jpg")
        #expect(try jump(" 2017 ") == "old.jpg")
    }

    @Test func anEmptyPeriodGoesToTheNearestDate() throws {
        // 2019-05: March 1 is 61 days before May 1, July 2 is 32 days after May 31.
        #expect(try jump("2019-05") == "july.jpg")
        // 2018: 2017-05-20 is 225 days before, 2019-03-01 is 59 days after.
        #expect(try jump("2018") == "march.jpg")
        // 2017-05-25: the old photo, 4.5 days before; the next newer is two years away.
        #expect(try jump("2017-05-25") == "old.jpg")
        // After everything: the newest; before everything: the oldest.
        #expect(try jump("2030") == "a-evening.jpg")
        #expect(try jump("1990-01-01") == "old.jpg")
        // Nearest newer with two photos at one time: the first of them in display order.
        #expect(try jump("2019-07-10") == "morning.jpg")
    }

    @Test func aTieGoesToTheNewer() throws {
        let target = try JumpTarget(parsing: "2020-01-01")
        var fixture = TimelineFixture()
        // One second before the day starts, and a day and a second after its last second.
        fixture.photo("after.jpg", exif: "2020-01-03 00:00:00")
        fixture.photo("before.jpg", exif: "2019-12-31 23:59:59")
        let timeline = fixture.timeline(zone: .fixed(0))
        #expect(timeline.items[timeline.itemIndex(jumpingTo: target)!].photo.name == "before.jpg")

        var even = TimelineFixture()
        // Ten seconds before the day starts, ten seconds after its last second.
        even.photo("after.jpg", exif: "2020-01-02 00:00:09")
        even.photo("before.jpg", exif: "2019-12-31 23:59:50")
        let tied = even.timeline(zone: .fixed(0))
        #expect(tied.items[tied.itemIndex(jumpingTo: target)!].photo.name == "after.jpg")
    }

    @Test func anEmptyTimelineGoesNowhere() throws {
        #expect(TimelineFixture().timeline(zone: .process).itemIndex(jumpingTo: .year(2019)) == nil)
    }

    @Test func theGrammarIsYearMonthOrDay() throws {
        #expect(try JumpTarget(parsing: "2019") == .year(2019))
        #expect(try JumpTarget(parsing: "2019-07") == .month(year: 2019, month: 7))
        #expect(try JumpTarget(parsing: "2020-02-29") == .day(CivilDate(year: 2020, month: 2, day: 29)))
        for text in ["july", "19", "2019-7", "2019/07", "2019-07-14T10", "", "２０１９", "2019-07-"] {
            #expect(throws: JumpError.notADate(text)) { try JumpTarget(parsing: text) }
        }
        #expect(throws: JumpError.noSuchDate("2019-13")) { try JumpTarget(parsing: "2019-13") }
        #expect(throws: JumpError.noSuchDate("2019-02-29")) { try JumpTarget(parsing: "2019-02-29") }
        #expect(
            JumpError.notADate("july").description
                == "not a date: \"july\" (type 2019, 2019-07 or 2019-07-14)")
    }
}
