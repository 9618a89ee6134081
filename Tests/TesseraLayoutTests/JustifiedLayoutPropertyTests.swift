import PropertyBased
import Testing

@testable import TesseraLayout

/// The justified layout's promises over random widths, targets, spacings, sections and aspect ratios
/// (panoramas and strips included), checked from the frames alone.
@Suite struct JustifiedLayoutPropertyTests {
    /// One laid-out case: the layout, its inputs, and its frames grouped into rows per section.
    struct Case {
        let layout: JustifiedLayout
        let counts: [Int]
        let width: Double
        let target: Double
        let spacing: Double
        let delegate: VariedAspectRatios
        let context: LayoutContext

        init(width: Double, target: Double, spacing: Double, count: Int, seed: Int) {
            let sections = 1 + seed % 3
            counts = (0..<sections).map { count / sections + ($0 < count % sections ? 1 : 0) }
            delegate = VariedAspectRatios(seed: seed)
            context = LayoutContext(
                boundsSize: Size(width: width + 16, height: 500),
                layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8), itemCounts: counts)
            var layout = JustifiedLayout(
                targetRowHeight: target, spacing: spacing, headerHeight: seed % 2 == 0 ? 16 : 0,
                delegate: delegate)
            layout.prepare(for: context)
            self.layout = layout
            self.width = (width + 16) - 16  // W as the layout sees it: the bounds less the margins
            self.target = target
            self.spacing = spacing
        }

        /// The item's aspect ratio as the layout must use it.
        func aspect(_ indexPath: IndexPath) -> Double {
            JustifiedLayout.aspectRatio(delegate.aspectRatio(forItemAt: indexPath, in: context))
        }

        /// Each section's frames split into rows: items that share a top edge.
        func rows(inSection section: Int) -> [[(indexPath: IndexPath, frame: Rect)]] {
            var rows: [[(indexPath: IndexPath, frame: Rect)]] = []
            for item in 0..<counts[section] {
                let indexPath = IndexPath(item: item, section: section)
                let frame = layout.attributesForItem(at: indexPath)!.frame
                if let top = rows.last?.first?.frame.minY, top == frame.minY {
                    rows[rows.count - 1].append((indexPath, frame))
                } else {
                    rows.append([(indexPath, frame)])
                }
            }
            return rows
        }

        /// Rₙ: the aspect sum that fills the width at the target height with `n` items.
        func ideal(_ n: Int) -> Double { (width - spacing * Double(n - 1)) / target }
    }

    static let input = (
        Gen.double(in: 24...1600), Gen.double(in: 16...300), Gen.int(in: 0...2), Gen.int(in: 0...300),
        Gen.int(in: 0...10_000)
    )

    @Test func aspectRatiosAreKeptExceptWhereAPanoramaIsHeldAtOneRow() async {
        await propertyCheck(
            count: 200, input: Self.input.0, Self.input.1, Self.input.2, Self.input.3, Self.input.4
        ) {
            width, target, spacing, count, seed in
            let test = Case(width: width, target: target, spacing: Double(spacing), count: count, seed: seed)
            for section in test.counts.indices {
                for row in test.rows(inSection: section) {
                    for (indexPath, frame) in row {
                        let heldAtOneRow =
                            row.count == 1 && frame.height == JustifiedLayout.minimumRowHeight
                            && frame.width == test.width
                        if heldAtOneRow {
                            #expect(test.width / test.aspect(indexPath) < JustifiedLayout.minimumRowHeight)
                        } else {
                            let ratio = test.aspect(indexPath)
                            #expect(
                                abs(frame.width / frame.height - ratio) <= 1e-9 * ratio,
                                "\(indexPath) \(frame) aspect \(ratio) width \(width)")
                        }
                    }
                }
            }
        }
    }

    @Test func rowsFollowTheGreedyRuleAndFilledRowsSpanTheWidth() async {
        await propertyCheck(
            count: 200, input: Self.input.0, Self.input.1, Self.input.2, Self.input.3, Self.input.4
        ) {
            requestedWidth, target, spacing, count, seed in
            let g = Double(spacing)
            let test = Case(width: requestedWidth, target: target, spacing: g, count: count, seed: seed)
            let width = test.width
            let tolerance = JustifiedLayout.defaultTolerance
            let cap = max(1, Int((width / 8).rounded(.down)))
            for section in test.counts.indices {
                let rows = test.rows(inSection: section)
                for (index, row) in rows.enumerated() {
                    let n = row.count
                    let sum = row.map { test.aspect($0.indexPath) }.reduce(0, +)
                    let height = row[0].frame.height
                    let isLast = index == rows.count - 1
                    #expect(n <= cap)
                    #expect(row.allSatisfy { $0.frame.height == height })
                    #expect(abs(row[0].frame.minX - 8) <= 1e-9)
                    for (left, right) in zip(row, row.dropFirst()) {
                        #expect(abs(right.frame.minX - left.frame.maxX - g) <= 1e-9)
                    }
                    // A row that is not the last closed by reaching the band, by the cap, or because the
                    // next item would have overshot without getting closer.
                    if !isLast && sum < test.ideal(n) * (1 - tolerance) && n < cap {
                        let next = test.aspect(rows[index + 1][0].indexPath)
                        #expect(sum + next > test.ideal(n + 1) * (1 + tolerance))
                        #expect(abs(sum + next - test.ideal(n + 1)) >= abs(sum - test.ideal(n)))
                    }
                    let filled = (width - g * Double(n - 1)) / sum
                    let spansWidth = abs(row[n - 1].frame.maxX - (8 + width)) <= 1e-9
                    if isLast && sum * target + g * Double(n - 1) <= width {
                        #expect(height == target, "last row")
                    } else if n == 1 && filled < target / 2 {
                        #expect(height == max(filled, JustifiedLayout.minimumRowHeight) && spansWidth)
                    } else if filled > 2 * target {
                        #expect(height == 2 * target && row[n - 1].frame.maxX < 8 + width)
                    } else {
                        #expect(abs(height - filled) <= 1e-9 * filled && spansWidth, "\(row) width \(width)")
                    }
                }
            }
        }
    }

    @Test func rowHeightsStayWithinTheToleranceExceptEdgeRows() async {
        await propertyCheck(
            count: 200, input: Self.input.0, Self.input.1, Self.input.2, Self.input.3, Self.input.4
        ) {
            width, target, spacing, count, seed in
            let test = Case(width: width, target: target, spacing: Double(spacing), count: count, seed: seed)
            let tolerance = JustifiedLayout.defaultTolerance
            for section in test.counts.indices {
                let rows = test.rows(inSection: section)
                for (index, row) in rows.enumerated() {
                    let sum = row.map { test.aspect($0.indexPath) }.reduce(0, +)
                    let ideal = test.ideal(row.count)
                    let height = row[0].frame.height
                    // Edge rows: a panorama or an overshoot past the band, or a row closed short of it before
                    // the section's end (the next item too wide, or a full row of strips).
                    let isEdge =
                        sum > ideal * (1 + tolerance)
                        || (sum < ideal * (1 - tolerance) && index < rows.count - 1)
                    #expect(height <= 2 * target)
                    if !isEdge {
                        #expect(
                            height >= target / (1 + tolerance) - 1e-9
                                && height <= target / (1 - tolerance) + 1e-9,
                            "\(row) sum \(sum) ideal \(ideal)")
                    }
                }
            }
        }
    }

    @Test func sectionsStackHeaderThenRowsWithoutSharingARow() async {
        await propertyCheck(
            count: 100, input: Self.input.0, Self.input.1, Self.input.2, Self.input.3, Self.input.4
        ) {
            width, target, spacing, count, seed in
            let test = Case(width: width, target: target, spacing: Double(spacing), count: count, seed: seed)
            var previousBottom = -Double.infinity
            for section in test.counts.indices {
                let frame = test.layout.frame(ofSection: section)!
                // Sections follow each other; offsets summed in `Double` may round one ulp apart.
                #expect(frame.minY >= previousBottom - 1e-9)
                let header = test.layout.attributesForSupplementaryView(
                    ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
                #expect((header != nil) == (seed % 2 == 0))
                if let header { #expect(header.frame.minY == frame.minY && frame.contains(header.frame)) }
                for row in test.rows(inSection: section) {
                    for element in row {
                        #expect(
                            frame.insetBy(dx: -1e-9, dy: -1e-9).contains(element.frame),
                            "\(element) outside section \(frame)")
                        if let header { #expect(element.frame.minY >= header.frame.maxY) }
                    }
                }
                previousBottom = frame.maxY
            }
        }
    }
}
