import Foundation
import Testing

/// `tessera layout` with hostile sizes and values: every one ends in JSON or in a one-line error with
/// status 2, never in a trap; `--draw` refuses pictures over its size limit.
@Suite struct LayoutLimitsTests {
    static let kinds = ["flow", "column", "mosaic", "grid", "staggered"]
    static let extremes = ["0", "-1", "1e308", "-1e308", "nan", "inf", "1e-300"]

    /// Checks that a run either printed one line of JSON (status 0) or refused in one line (status 2).
    func expectJSONOrOneLineError(_ run: BuiltBinary.Run, _ arguments: [String]) {
        switch run.status {
        case 0:
            #expect(run.standardError.isEmpty, "\(arguments): \(run.standardError)")
            if !arguments.contains("--draw") {
                let object = try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
                #expect(object is [String: Any], "\(arguments): \(run.standardOutput.prefix(200))")
            }
        case 2:
            #expect(run.standardOutput.isEmpty, "\(arguments)")
            #expect(run.standardError.split(separator: "\n").count == 1, "\(arguments): \(run.standardError)")
        default:
            Issue.record("\(arguments) ended with status \(run.status): \(run.standardError.prefix(300))")
        }
    }

    @Test(arguments: kinds, extremes)
    func everyExtremeValueEndsInJSONOrAOneLineError(kind: String, value: String) throws {
        let base = ["layout", kind, "--count", "3"]
        let cases: [[String]] = [
            ["--width", value, "--height", "100"],
            ["--width", "375", "--height", value],
            ["--width", "375", "--height", "100", "--margins", "\(value),0"],
            ["--width", "375", "--height", "100", "--margins", "0,\(value)"],
            ["--width", "375", "--height", "100", "--query", "0,0,\(value),\(value)"],
            ["--width", "375", "--height", "100", "--query", "\(value),\(value),100,100"],
        ]
        for arguments in cases {
            for draw in [[], ["--draw"]] {
                let all = base + arguments + draw
                expectJSONOrOneLineError(try BuiltBinary.run(all), all)
            }
        }
    }

    @Test(arguments: [
        (["column", "--width", "1e20", "--height", "100", "--count", "3", "--draw"], "--width"),
        (["column", "--width", "375", "--height", "1e308", "--count", "3", "--draw"], "--height"),
        (
            [
                "column", "--width", "375", "--height", "100", "--count", "3", "--margins", "0,-1e20",
                "--draw",
            ], "--margins"
        ),
        (["grid", "--width", "1e308", "--height", "100", "--count", "3", "--draw"], "--width"),
        (["flow", "--width", "1e308", "--height", "100", "--count", "3"], "--width"),
        (["mosaic", "--width", "-1", "--height", "100", "--count", "3"], "--width must be a number from 0"),
        (["mosaic", "--width", "375", "--height", "-1", "--count", "3"], "--height must be a number from 0"),
        (
            ["column", "--width", "375", "--height", "100", "--count", "1000", "--draw"],
            "over the limit of 1000×1000"
        ),
    ])
    func outOfRangeValuesPrintOneLineNamingTheProblem(arguments: [String], named: String) throws {
        NoTerminalTests().expectOneLineError(try BuiltBinary.run(["layout"] + arguments), naming: named)
    }

    @Test func aPictureOverTheLimitNamesItsSizeInCells() throws {
        let run = try BuiltBinary.run([
            "layout", "column", "--width", "375", "--height", "100", "--count", "1000", "--draw",
        ])
        // 1,000 items of 70 pt, 10 pt apart, and 10 pt at the top: 80,000 pt, 5,000 rows of 16 pt.
        #expect(
            run.standardError
                == "tessera: --draw: the picture would be 47×5000 cells, over the limit of 1000×1000; draw fewer items or a smaller bounds — see `tessera layout --help`\n"
        )
    }

    @Test func aZeroSizedBoundsIsLegal() throws {
        let run = try BuiltBinary.run(["layout", "grid", "--width", "0", "--height", "0", "--count", "2"])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardOutput.hasPrefix("{\"layout\": \"grid\", \"bounds\": [0, 0, 0, 0], "))
    }
}
