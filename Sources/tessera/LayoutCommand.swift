import ArgumentParser
import TesseraLayout

/// `tessera layout`: prints one layout, prepared for the given bounds and count, as a JSON object.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a layout's frames, content size and an optional region query as JSON."
    )

    @Argument(help: "The layout: \(LayoutKind.allValueStrings.joined(separator: ", ")).")
    var kind: LayoutKind

    @Option(
        parsing: .unconditional, help: "The bounds width in points, 0 to 1000000000 (0: an empty bounds).")
    var width: Double

    @Option(
        parsing: .unconditional, help: "The bounds height in points, 0 to 1000000000 (0: an empty bounds).")
    var height: Double

    @Option(parsing: .unconditional, help: "The number of items (one section).")
    var count: Int

    @Option(
        parsing: .unconditional,
        help:
            "Left and right layout margins, 'L,R', each within ±1000000000 (default 8,8 for column, else 0,0)."
    )
    var margins: NumberList?

    @Option(parsing: .unconditional, help: "A region to query, 'X,Y,W,H': prints the indices it returns.")
    var query: NumberList?

    @Flag(name: .customLong("no-frames"), help: "Leave the frames out.")
    var noFrames = false

    @Flag(
        help:
            "Draw the layout as boxes (8 × 16 points per cell) instead of printing JSON; at most \(LayoutPicture.maximumCells) cells on either axis."
    )
    var draw = false

    func validate() throws {
        try PointLimit.validateSize(width, option: "--width")
        try PointLimit.validateSize(height, option: "--height")
        try CountLimit.validate(count)
        if let margins {
            guard margins.values.count == 2 else {
                throw ValidationError("--margins takes two numbers 'L,R', got \(margins.values.count)")
            }
            try PointLimit.validateMargins(margins.values, option: "--margins")
        }
        if let query, query.values.count != 4 {
            throw ValidationError("--query takes four numbers 'X,Y,W,H', got \(query.values.count)")
        }
    }

    func run() throws {
        let marginValues = margins?.values ?? kind.defaultMargins
        let context = LayoutContext(
            boundsSize: Size(width: width, height: height),
            layoutMargins: EdgeInsets(top: 0, left: marginValues[0], bottom: 0, right: marginValues[1]),
            count: count)
        var layout = kind.makeLayout()
        layout.prepare(for: context)
        if draw {
            do { print(try LayoutPicture.draw(layout, context: context)) } catch {
                throw ValidationError(error.description)
            }
            return
        }
        let queryRect = query.map {
            Rect(x: $0.values[0], y: $0.values[1], width: $0.values[2], height: $0.values[3])
        }
        let report = LayoutReport(
            name: kind.rawValue, bounds: Rect(origin: .zero, size: context.boundsSize), layout: layout,
            count: count, includeFrames: !noFrames, query: queryRect)
        var output = StandardOutput()
        report.write(to: &output)
        output.flush()
    }
}
