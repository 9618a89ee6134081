import TesseraPhotoLibrary
import Testing

/// The count of files a scan did not show, and the one line that says so.
@Suite struct NotShownFilesTests {
    private func files(_ extensions: [String?]) -> NotShownFiles {
        var files = NotShownFiles()
        for fileExtension in extensions { files.add(extension: fileExtension) }
        return files
    }

    @Test func noFilesSayNothing() {
        #expect(NotShownFiles().note == nil)
    }

    @Test func theNoteCountsEveryFileAndListsTheMostCommonExtensionsFirst() {
        #expect(files(["xyz"]).note == "1 file not shown: .xyz")
        #expect(files(["abc", "xyz", "xyz", nil]).note == "4 files not shown: .xyz, .abc")
        #expect(files([nil, nil]).note == "2 files not shown")
        // Ties in alphabetical order; past four extensions, `…`.
        #expect(files(["e", "d", "c", "b", "a"]).note == "5 files not shown: .a, .b, .c, .d, …")
    }

    @Test func countsAddUp() {
        var total = files(["xyz", "abc"])
        total.add(files(["xyz", nil]))
        #expect(total.count == 4)
        #expect(total.countsByExtension == ["xyz": 2, "abc": 1])
    }
}
