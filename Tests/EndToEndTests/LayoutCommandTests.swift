import Foundation
import Testing

/// `tessera layout`, run as a separate process: JSON on success, one line and status 2 on bad input.
@Suite struct LayoutCommandTests {
    func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try BuiltBinary.run(["layout"] + arguments)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func mosaicPrintsBoundsContentSizeAndFramesInItemOrder() throws {
        let result = try json(["mosaic", "--width", "375", "--height", "667", "--count", "4"])
        #expect(result["layout"] as? String == "mosaic")
        #expect(result["bounds"] as? [Double] == [0, 0, 375, 667])
        #expect(result["contentSize"] as? [Double] == [375, 667])
        #expect(
            result["frames"] as? [[Double]] == [
                [0, 1, 375, 200], [0, 202, 188, 200], [189, 202, 186, 200], [0, 403, 375, 200],
            ])
        #expect(result["query"] == nil)
    }

    @Test func queryListsTheIndicesTheRegionQueryReturnsAscending() throws {
        let result = try json([
            "staggered", "--width", "375", "--height", "667", "--count", "60", "--query", "100,50,100,200",
            "--no-frames",
        ])
        #expect(result["query"] as? [Int] == [1, 6, 7, 8])
        #expect(result["frames"] == nil)
        #expect(result["contentSize"] as? [Double] == [1140, 590])
    }

    @Test func columnDefaultsToEightPointMarginsAndTakesOthers() throws {
        let byDefault = try json(["column", "--width", "375", "--height", "667", "--count", "1"])
        #expect(byDefault["frames"] as? [[Double]] == [[8, 10, 359, 70]])
        let custom = try json([
            "column", "--width", "375", "--height", "667", "--count", "1", "--margins", "0,0",
        ])
        #expect(custom["frames"] as? [[Double]] == [[0, 10, 375, 70]])
    }

    @Test(arguments: ["flow", "column", "mosaic", "grid", "staggered"])
    func everyLayoutPrintsOneFramePerItem(kind: String) throws {
        let result = try json([kind, "--width", "800", "--height", "600", "--count", "25"])
        #expect((result["frames"] as? [[Double]])?.count == 25)
    }

    @Test func aMillionItemMosaicQueryAnswersQuickly() throws {
        let result = try json([
            "mosaic", "--width", "1600", "--height", "960", "--count", "1000000", "--no-frames", "--query",
            "0,500000,1600,960",
        ])
        let query = try #require(result["query"] as? [Int])
        #expect(!query.isEmpty && query == query.sorted())
        // 1 + 124,999 × 3 + 3 segments of 201 pt: 375,001 × 201.
        #expect((result["contentSize"] as? [Double])?[1] == 75_375_201)
    }

    @Test func drawShowsEveryItemAsANumberedBoxAtEightBySixteenPointsACell() throws {
        let run = try BuiltBinary.run([
            "layout", "staggered", "--width", "400", "--height", "300", "--count", "7", "--draw",
        ])
        #expect(run.status == 0)
        #expect(
            run.standardOutput == """
                ┌0─────────┐  ┌3─────────┐ ┌6──────────┐
                │          │  │          │ │           │
                │          │  │          │ │           │
                │          │  │          │ │           │
                │          │  │          │ │           │
                └──────────┘  └──────────┘ └───────────┘
                      ┌1──────────┐ ┌4─────────┐
                      │           │ │          │
                      │           │ │          │
                      │           │ │          │
                      │           │ │          │
                      └───────────┘ └──────────┘
                ┌2─────────┐  ┌5─────────┐
                │          │  │          │
                │          │  │          │
                │          │  │          │
                │          │  │          │
                └──────────┘  └──────────┘

                """)
    }

    @Test(arguments: [
        (["mosaic", "--width", "abc", "--height", "1", "--count", "1"], "--width"),
        (["mosaic", "--width", "1", "--height", "1", "--count", "-3"], "--count"),
        (["hexagon", "--width", "1", "--height", "1", "--count", "1"], "hexagon"),
        (["mosaic", "--width", "1", "--height", "1"], "--count"),
        (["mosaic", "--width", "1", "--height", "1", "--count", "1", "--query", "1,2,3"], "--query"),
        (["column", "--width", "1", "--height", "1", "--count", "1", "--margins", "8"], "--margins"),
        (["mosaic", "--width", "nan", "--height", "1", "--count", "1"], "--width"),
        (["column", "--width", "1", "--height", "1", "--count", "2000000000"], "--count must be at most"),
    ])
    func badArgumentsPrintOneLineNamingTheProblemAndExitTwo(arguments: [String], named: String) throws {
        let run = try BuiltBinary.run(["layout"] + arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(run.standardError.contains(named), "\(run.standardError)")
    }
}
