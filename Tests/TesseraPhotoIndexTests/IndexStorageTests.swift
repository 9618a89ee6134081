import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary
import Testing

/// Whether a start can tell, before opening the index, that it knows no file: in memory, or no database
/// file yet (then a cold start's scan need not make way for a first screen drawn from rows).
@Suite struct IndexStorageTests {
    @Test func onlyAnExistingDatabaseFileMayKnowFiles() throws {
        let folder = try TestFolder()
        #expect(!IndexStorage.memory.mayKnowFiles)
        #expect(!folder.storage.mayKnowFiles, "no database file yet")
        let index = PhotoIndex(root: folder.library, storage: folder.storage)
        #expect(index.isPersistent)
        #expect(folder.storage.mayKnowFiles, "opening the index made its file")
        index.close()
        #expect(folder.storage.mayKnowFiles)
    }
}
