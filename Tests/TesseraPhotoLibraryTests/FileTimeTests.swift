import SystemPackage
import TesseraPhotoLibrary
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FileTimeTests {
    @Test func ordersBySecondsThenNanoseconds() {
        #expect(FileTime(seconds: 1, nanoseconds: 999_999_999) < FileTime(seconds: 2))
        #expect(FileTime(seconds: 2, nanoseconds: 1) > FileTime(seconds: 2))
        #expect(FileTime(seconds: -1, nanoseconds: 5) < FileTime(seconds: 0))
    }

    @Test func anAlbumsNewestModificationIsItsNewestPhotos() {
        let photos = [5, 9, 7].map {
            Photo(
                path: FilePath("/p/\($0).jpg"), name: "\($0).jpg", byteCount: 1,
                modified: FileTime(seconds: Int64($0)))
        }
        #expect(Album(name: "p", folder: "/p", photos: photos).newestModification == FileTime(seconds: 9))
        #expect(Album(name: "empty", folder: "/e", photos: []).newestModification == nil)
    }

    @Test func formatsTheLocalDayLikeTheAlbumCards() {
        // 2026-11-23 12:00 UTC; the expected day is found independently, from UTC plus the local offset.
        let noon: Int64 = 1_795_435_200
        var time = time_t(noon)
        var local = tm()
        _ = localtime_r(&time, &local)
        var shifted = time_t(noon) + local.tm_gmtoff
        var day = tm()
        _ = gmtime_r(&shifted, &day)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let expected = "\(months[Int(day.tm_mon)]) \(day.tm_mday), \(day.tm_year + 1900)"

        #expect(FileTime(seconds: noon).shortLocalDate == expected)
        #expect(["Nov 22, 2026", "Nov 23, 2026", "Nov 24, 2026"].contains(expected))
    }

    @Test func writesSingleDigitDaysWithoutPadding() {
        // Mid-year days far from a month's edges, so every time zone agrees on month and year.
        let julyFifth: Int64 = 1_783_252_800  // 2026-07-05 12:00 UTC
        #expect(
            ["Jul 4, 2026", "Jul 5, 2026", "Jul 6, 2026"].contains(
                FileTime(seconds: julyFifth).shortLocalDate))
    }
}
