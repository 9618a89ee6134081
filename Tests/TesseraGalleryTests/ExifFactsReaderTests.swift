import ImagingTestSupport
import SystemPackage
import TesseraImaging
import TesseraPhotoIndex
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// The facts the timeline's index keeps, read from real files: exiftool's EXIF, ffmpeg's videos.
@Suite struct ExifFactsReaderTests {
    let folder = TemporaryDirectory()

    @Test func aPhotoGivesItsDateTakenAsWrittenItsCameraAndItsUprightSize() throws {
        let image = TestPicture.quadrants(width: 64, height: 48)
        let file = folder.write(try JPEGWriter().encode(image), to: "phone.jpg")
        try ExternalTool.writePhoneExif(to: file)
        _ = try ExternalTool.run("exiftool", ["-q", "-overwrite_original", "-Orientation#=6", file.string])
        let facts = try #require(PhotoFactsReader.exif.facts(for: file))
        #expect(PhotoFactsReader.exif.identity == "exif-1")
        #expect(facts.kind == .photo)
        // 2026-11-08 12:11:05 on the camera's clock, recorded at +01:00.
        #expect(facts.dateTaken == .wallClock(localSeconds: 1_794_139_865, utcOffset: 3600))
        // Orientation 6 turns the 64 × 48 pixels upright: 48 wide, 64 tall.
        #expect(facts.pixelSize == TesseraPhotoIndex.PixelSize(width: 48, height: 64))
        #expect(facts.exif.make == "Apple" && facts.exif.model == "iPhone 15 Pro")
        #expect(facts.exif.iso == 125 && facts.exif.fNumber == 1.8)
        #expect(facts.exif.location.map { ($0.latitude * 1e4).rounded() } == 488_583)
    }

    @Test func aVideoGivesItsCreationTimeAsAMomentWithoutAnOffset() throws {
        let video = try VideoWriter.testPattern(
            folder, name: "clip.mp4", seconds: 2, size: PixelSize(width: 64, height: 36),
            arguments: ["-metadata", "creation_time=2026-11-09T00:20:00Z"])
        let facts = try #require(PhotoFactsReader.exif.facts(for: video))
        #expect(facts.kind == .video)
        // UTC, converted with the time zone when grouped: no offset of its own.
        #expect(facts.dateTaken == .instant(utcSeconds: 1_794_183_600, utcOffset: nil))
        #expect(facts.pixelSize == TesseraPhotoIndex.PixelSize(width: 64, height: 36))
        #expect(facts.durationSeconds.map { ($0 * 10).rounded() } == 20)
    }

    @Test func aQuickTimeDateKeepsItsOwnOffset() {
        let recorded = RecordedDate(
            year: 2026, month: 11, day: 8, hour: 19, minute: 20, second: 0, utcOffsetSeconds: -5 * 3600)
        #expect(ExifFacts.dateTaken(recorded) == .instant(utcSeconds: 1_794_183_600, utcOffset: -18_000))
    }

    @Test func aBrokenFileIsKeptWithoutADateAndAGoneOneIsNot() throws {
        let broken = folder.write(BrokenImages.text, to: "broken.jpg")
        let facts = try #require(PhotoFactsReader.exif.facts(for: broken))
        #expect(facts.dateTaken == nil && facts.pixelSize == nil && facts.kind == .photo)
        #expect(PhotoFactsReader.exif.facts(for: folder.path.appending("gone.jpg")) == nil)
        #expect(PhotoFactsReader.exif.facts(for: folder.path.appending("gone.mp4")) == nil)
    }
}
