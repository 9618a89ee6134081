import TesseraPhotoLibrary
import Testing

@Suite struct PhotoNameTests {
    @Test func knownExtensionsInAnyCaseArePhotos() {
        for name in [
            "a.jpg", "a.jpeg", "a.jpe", "a.png", "a.webp", "a.gif", "A.JPG", "b.JpEg", "c.WEBP", "d.Gif",
            "IMG_0950.HEIC", "a.heif", "a.avif", "a.jxl", "scan.tif", "scan.TIFF",
        ] {
            #expect(PhotoName.isPhoto(name), "\(name)")
        }
        #expect(PhotoName.isPhoto("archive.tar.png"))
        #expect(PhotoName.isPhoto(".hidden.jpg"), "hidden names are the scanner's business")
    }

    @Test func cameraRawFilesAndVideosAreListed() {
        for name in [
            "a.dng", "a.CR2", "a.cr3", "a.NEF", "a.arw", "a.RAF", "a.orf", "a.RW2", "a.pef", "a.SRW",
            "IMG_0950.MOV",
            "a.mp4", "a.m4v", "a.mkv", "a.webm", "a.avi", "a.3gp",
        ] {
            #expect(PhotoName.isPhoto(name), "\(name)")
        }
        #expect(!PhotoName.isPhoto("a.mp3"))
        #expect(!PhotoName.isPhoto("a.m4a"))
    }

    @Test func otherNamesAreNot() {
        for name in [
            "jpg", ".jpg", "a.", "a.jpg.txt", "a.jp", "a.jpegs", "a.tiffs", "a.heics", "a.svg", "a jpg",
            "a_jpg", "",
        ] {
            #expect(!PhotoName.isPhoto(name), "\(name)")
        }
    }

    @Test func namesThatAreNotUTF8AreJudgedByTheirBytes() {
        #expect(PhotoName.isPhoto(bytes: [0xFF, 0x2E, 0x4A, 0x50, 0x47]))  // "\xFF.JPG"
        #expect(!PhotoName.isPhoto(bytes: [0x61, 0x2E, 0x6A, 0x70, 0xFF]))  // "a.jp\xFF"
    }
}
