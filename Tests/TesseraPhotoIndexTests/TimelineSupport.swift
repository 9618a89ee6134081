import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary

/// Photos for timeline tests: a name, a modification time, and facts as the index would give them.
struct TimelineFixture {
    private(set) var photos: [Photo] = []
    private(set) var facts: [FilePath: PhotoFacts] = [:]

    /// Adds a photo named `name`, modified at `modified` (UTC seconds), with `facts` (none: not indexed).
    mutating func add(_ name: String, modified: Int64 = 0, facts: PhotoFacts? = nil) {
        let path = FilePath("/library").appending(name)
        photos.append(Photo(path: path, name: name, byteCount: 1, modified: FileTime(seconds: modified)))
        self.facts[path] = facts
    }

    /// Adds a photo whose EXIF says `local` (`2026-11-30 23:30:00`), with an offset if given.
    mutating func photo(_ name: String, exif local: String, offset: Int32? = nil) {
        add(name, facts: PhotoFacts(dateTaken: .wallClock(localSeconds: seconds(local), utcOffset: offset)))
    }

    /// Adds a video whose QuickTime creation time is `utc` (`2026-12-01 04:45:00`), with an offset if given.
    mutating func video(_ name: String, utc: String, offset: Int32? = nil) {
        add(
            name,
            facts: PhotoFacts(kind: .video, dateTaken: .instant(utcSeconds: seconds(utc), utcOffset: offset)))
    }

    /// The timeline of these photos in `zone`.
    func timeline(zone: LocalTimeZone) -> Timeline {
        Timeline(photos: photos, zone: zone) { facts[$0] }
    }
}

/// Seconds since 1970-01-01 00:00:00 of `2026-11-30 23:30:00` read as UTC (or as a wall clock).
func seconds(_ text: String) -> Int64 {
    TestReader.wallClock(text)!
}

extension Timeline {
    /// The items' names in display order.
    var names: [String] { items.map(\.photo.name) }

    /// Each section's title and names, for whole-timeline comparisons.
    var outline: [String] {
        sections.map { section in
            section.title + ": " + section.items.map { items[$0].photo.name }.joined(separator: " ")
        }
    }
}
