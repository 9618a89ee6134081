import SystemPackage
import TesseraPhotoLibrary
import Testing

@Suite struct LibraryErrorTests {
    @Test func describesEachErrorInOneLowerCaseLineNamingThePath() {
        #expect(LibraryError.notFound("~/x").description == "no such file or directory: ~/x")
        #expect(
            LibraryError.notAFolderOrPhoto("notes.txt").description == "not a folder or a photo: notes.txt")
        #expect(LibraryError.notAFolder("me.jpg").description == "not a folder: me.jpg")
        #expect(
            LibraryError.unsupportedType("clip.xyz", extension: "xyz").description
                == ".xyz files are not supported: clip.xyz")
        #expect(
            LibraryError.permissionDenied("/root/private").description == "permission denied: /root/private")
        #expect(
            LibraryError.unreadable("a.jpg", .tooManySymbolicLinkLevels).description
                == "too many levels of symbolic links: a.jpg")
        #expect(LibraryError.unreadable("disk", .ioError).description == "input/output error: disk")
    }

    @Test func namesAPathThatIsNotUTF8WithReplacementCharacters() {
        let path = FilePath(platformString: [CChar(UInt8(ascii: "a")), CChar(bitPattern: 0xFF), 0])
        #expect(LibraryError.notFound(path).description == "no such file or directory: a\u{FFFD}")
        #expect(LibraryError.notFound(path).path == path)
    }
}
