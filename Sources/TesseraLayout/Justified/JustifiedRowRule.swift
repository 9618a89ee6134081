/// The greedy rule that breaks a section of aspect ratios into rows, and the size each row then takes.
///
/// Everything is computed in `Double` without rounding (snapping to cells is the collection view's job).
/// With W the row width, g the spacing, T the target height and t the tolerance, a row of n items fills
/// the width at the target height when its aspect sum A equals Rₙ = (W − g(n − 1)) / T (plain W / T when
/// g = 0). Items join a row while A < Rₙ(1 − t); an item that would take A past Rₙ(1 + t) joins only if
/// that leaves A closer to Rₙ, else the row closes without it. A row holds at most ``maximumItems`` items.
struct JustifiedRowRule: Sendable {
    /// The width of a row, W.
    let width: Double
    /// The target row height, T.
    let target: Double
    /// The tolerance, t.
    let tolerance: Double
    /// The gap between neighbouring items, g.
    let spacing: Double
    /// The most items a row may hold: ⌊W / 8⌋, and at least 1.
    let maximumItems: Int

    /// One closed row: where it starts in its section, how many items it holds, their aspect sum.
    struct Row: Hashable, Sendable {
        /// The row's first item, within its section.
        var start: Int
        /// The number of items.
        var count: Int
        /// The sum of the items' aspect ratios, A.
        var aspectSum: Double
    }

    /// How a closed row is drawn: its height, and whether its items are spread over the whole width.
    enum Sizing: Hashable, Sendable {
        /// Items keep their aspect ratio at `height` and the last one ends at the row's end.
        case justified(height: Double)
        /// Items keep their aspect ratio at `height`, from the row's start, short of its end.
        case leftAligned(height: Double)
        /// A single item too wide for half the target height: it takes the whole width at `height`.
        case fullWidth(height: Double)

        /// Whether the row spans the whole width.
        var isJustified: Bool {
            if case .justified = self { return true }
            return false
        }

        /// The row's height.
        var height: Double {
            switch self {
            case .justified(let height), .leftAligned(let height), .fullWidth(let height): height
            }
        }
    }

    /// The aspect sum Rₙ that fills the width at the target height with `count` items.
    func idealAspectSum(count: Int) -> Double {
        (width - spacing * Double(count - 1)) / target
    }

    /// Breaks a section's items, of aspect ratios `ratios`, into rows, calling `emit` for each in order.
    /// The last row is whatever is left when the items run out.
    func breakRows(_ ratios: [Double], emit: (Row) -> Void) {
        var row = Row(start: 0, count: 0, aspectSum: 0)
        for (item, ratio) in ratios.enumerated() {
            if row.count > 0 && !accepts(ratio, into: row) {
                emit(row)
                row = Row(start: item, count: 0, aspectSum: 0)
            }
            row.count += 1
            row.aspectSum += ratio
            if row.aspectSum >= idealAspectSum(count: row.count) * (1 - tolerance)
                || row.count >= maximumItems
            {
                emit(row)
                row = Row(start: item + 1, count: 0, aspectSum: 0)
            }
        }
        if row.count > 0 { emit(row) }
    }

    /// Whether an item of aspect `ratio` joins `row`, which has not reached the tolerance band yet.
    private func accepts(_ ratio: Double, into row: Row) -> Bool {
        let count = row.count + 1
        guard count <= maximumItems else { return false }
        let grown = row.aspectSum + ratio
        let ideal = idealAspectSum(count: count)
        if grown <= ideal * (1 + tolerance) { return true }
        return abs(grown - ideal) < abs(row.aspectSum - idealAspectSum(count: row.count))
    }

    /// How `row` is sized. A section's last row takes the target height, left-aligned, unless it would be
    /// wider than W there; every other row (and such a last row) is justified at (W − g(n − 1)) / A, except
    /// the edge rows: a single item whose height would be below T / 2 takes that height (at least
    /// `minimumHeight`) over the full width, and a row that would be taller than 2T is 2T tall,
    /// left-aligned.
    func sizing(of row: Row, isLastOfSection: Bool, minimumHeight: Double) -> Sizing {
        let gaps = spacing * Double(row.count - 1)
        if isLastOfSection && row.aspectSum * target + gaps <= width {
            return .leftAligned(height: target)
        }
        let height = (width - gaps) / row.aspectSum
        if row.count == 1 && height < target / 2 { return .fullWidth(height: max(height, minimumHeight)) }
        if height > 2 * target { return .leftAligned(height: 2 * target) }
        return .justified(height: height)
    }
}
