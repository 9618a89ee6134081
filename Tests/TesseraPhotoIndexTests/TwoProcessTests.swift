import Foundation
import SystemPackage
import Testing

@testable import TesseraPhotoIndex

/// Two writers on one cache never corrupt it: two indexes (two connections, each writing from its own
/// workers) and a second process, the `sqlite3` command-line shell, writing at the same time.
@Suite struct TwoProcessTests {
    @Test func twoIndexesAndAnotherProcessWritingAtOnceLeaveASoundFile() throws {
        let folder = try TestFolder()
        for number in 0..<60 {
            try folder.writePhoto("a/\(number).jpg", taken: "2026-01-01 00:00:00")
            try folder.writePhoto("b/\(number).jpg", taken: "2026-01-01 00:00:00")
        }
        let first = try folder.index(reader: TestReader(), batchSize: 3)
        let second = try folder.index(reader: TestReader(), batchSize: 5)
        let shell = try Self.startShell(inserting: 300, into: folder.cacheFile)

        let runs = [first.update(photos: try folder.photos()), second.update(photos: try folder.photos())]
        for run in runs { run.wait() }
        shell.waitUntilExit()

        #expect(shell.terminationStatus == 0)
        #expect(first.notice == nil && second.notice == nil)
        let file = try SQLiteDatabase(path: folder.cacheFile)
        #expect(try file.text("PRAGMA integrity_check") == "ok")
        #expect(try file.integer("SELECT count(*) FROM files WHERE reader = 'shell'") == 300)
        let reader = TestReader()
        let reopened = try folder.index(reader: reader)
        #expect(reopened.count == 120)
        reopened.update(photos: try folder.photos()).wait()
        #expect(reader.readCount == 0)
    }

    /// Starts `sqlite3` writing `count` rows of other files into `cache`, one transaction each, waiting
    /// up to five seconds for the lock as Tessera does.
    static func startShell(inserting count: Int, into cache: FilePath) throws -> Process {
        var script = ".timeout 5000\nPRAGMA journal_mode=WAL;\n"
        for number in 0..<count {
            script += """
                BEGIN IMMEDIATE;
                INSERT INTO files (path, size, mtime_seconds, mtime_nanoseconds, inode, reader, kind)
                VALUES (CAST('/elsewhere/\(number).jpg' AS BLOB), 1, 2, 3, 4, 'shell', 0);
                COMMIT;

                """
        }
        let input = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["-bail", cache.string]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        return process
    }
}
