import SystemPackage
import SystemTestSupport
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

/// The index's rows in memory (`RecordTable`): whatever is set and removed in whatever order, the table
/// answers as a dictionary of the same records would.
@Suite struct RecordTableTests {
    static func record(_ number: Int, size: Int64) -> FileRecord {
        FileRecord(
            path: FilePath("/photos/\(number % 7)/IMG_\(number).jpg"),
            key: FileKey(
                size: size, modifiedSeconds: 1_700_000_000, modifiedNanoseconds: 5, inode: Int64(number)),
            reader: "test", facts: PhotoFacts(pixelSize: PixelSize(width: number + 1, height: 3)))
    }

    @Test(arguments: 0..<32) func answersAsADictionaryDoes(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var table = RecordTable(minimumCapacity: Int.random(in: 0..<40, using: &random))
        var model: [PathKey: FileRecord] = [:]
        for step in 0..<400 {
            let number = Int.random(in: 0..<60, using: &random)
            let key = PathKey(Self.record(number, size: 0).path)
            if Int.random(in: 0..<3, using: &random) == 0 {
                table[key] = nil
                model[key] = nil
            } else {
                let record = Self.record(number, size: Int64(step))
                table[key] = record
                model[key] = record
            }
        }
        #expect(table.count == model.count, "seed \(seed)")
        #expect(Set(table.values) == Set(model.values), "seed \(seed)")
        #expect(Set(table.keys) == Set(model.keys), "seed \(seed)")
        for number in 0..<60 {
            let key = PathKey(Self.record(number, size: 0).path)
            #expect(table[key] == model[key], "seed \(seed), photo \(number)")
        }
    }

    /// Rows loaded from the database are appended without their positions, which the first lookup
    /// makes: from then on the table answers as a dictionary of the loaded records would.
    @Test(arguments: 0..<16) func loadedRowsAnswerAsADictionaryDoes(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var table = RecordTable(minimumCapacity: 30)
        var model: [PathKey: FileRecord] = [:]
        for number in (0..<60).shuffled(using: &random).prefix(30) {
            let record = Self.record(number, size: Int64(number))
            table.appendLoaded(record)
            model[PathKey(record.path)] = record
        }
        #expect(table.count == 30)
        #expect(Set(table.values) == Set(model.values))
        for step in 0..<200 {
            let number = Int.random(in: 0..<60, using: &random)
            let key = PathKey(Self.record(number, size: 0).path)
            let found = table[key]
            #expect(found == model[key], "seed \(seed), step \(step)")
            if Int.random(in: 0..<3, using: &random) == 0 {
                table[key] = nil
                model[key] = nil
            } else {
                let record = Self.record(number, size: Int64(100 + step))
                table[key] = record
                model[key] = record
            }
        }
        #expect(table.count == model.count, "seed \(seed)")
        #expect(Set(table.values) == Set(model.values), "seed \(seed)")
    }

    @Test func removingTheLastRecordAndAMissingOneLeavesTheRest() {
        var table = RecordTable()
        let first = Self.record(1, size: 10)
        let second = Self.record(2, size: 20)
        table[PathKey(first.path)] = first
        table[PathKey(second.path)] = second
        table[PathKey(second.path)] = nil
        table[PathKey(FilePath("/photos/none.jpg"))] = nil
        #expect(table.values == [first])
        #expect(table[PathKey(first.path)] == first)
        #expect(table[PathKey(second.path)] == nil)
    }
}
