import Foundation
import Testing

/// `tessera layout --query` answers in slices of the rect: the answer is still exactly the items whose
/// frames overlap the rect, ascending and each once, and memory does not grow with the size of the answer.
@Suite struct LayoutQuerySlicesTests {
    func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try BuiltBinary.run(["layout"] + arguments)
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        return try #require(object as? [String: Any])
    }

    /// Whether `frame` and `rect` overlap with a positive area, as a region query counts it.
    func overlaps(_ frame: [Double], _ rect: [Double]) -> Bool {
        frame[2] > 0 && frame[3] > 0 && rect[2] > 0 && rect[3] > 0 && frame[0] < rect[0] + rect[2]
            && rect[0] < frame[0] + frame[2] && frame[1] < rect[1] + rect[3] && rect[1] < frame[1] + frame[3]
    }

    @Test(arguments: ["flow", "column", "mosaic", "grid", "staggered"])
    func aQueryOverManySlicesListsExactlyTheOverlappingItemsOnceInOrder(kind: String) throws {
        for rect in [
            [0, 0, 1e9, 1e9], [-1e12, -1e12, 3e12, 3e12], [3.5, 1000.25, 300, 900_000.5],
            [2000.5, 0.5, 500_000, 700],
        ] {
            let result = try json([
                kind, "--width", "375", "--height", "667", "--count", "20000", "--query",
                rect.map { String($0) }.joined(separator: ","),
            ])
            let frames = try #require(result["frames"] as? [[Double]])
            let expected = frames.indices.filter { overlaps(frames[$0], rect) }
            #expect(result["query"] as? [Int] == expected, "\(kind) \(rect)")
        }
    }

    /// The largest resident set of `tessera` run with `arguments`, in KiB, as `/usr/bin/time` reports it.
    func peakKiB(_ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "peak %M", BuiltBinary.path] + arguments
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let last = try #require(text.split(separator: "\n").last { $0.hasPrefix("peak ") })
        return try #require(Int(last.dropFirst(5)))
    }

    @Test func answeringAMillionItemsTakesNoMoreMemoryThanTheLayoutAndFiftyMebibytes() throws {
        let layout = [
            "layout", "column", "--width", "375", "--height", "100", "--count", "1000000", "--no-frames",
        ]
        let withoutQuery = try peakKiB(layout)
        // The whole content, and a rect reaching far beyond it on every side.
        for query in ["0,0,375,1e9", "-1e300,-1e300,2e300,2e300"] {
            let withQuery = try peakKiB(layout + ["--query", query])
            #expect(
                withQuery - withoutQuery < 50 * 1024,
                "\(query): \(withoutQuery) KiB without the query, \(withQuery) with it")
        }
    }
}
