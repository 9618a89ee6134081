import PropertyBased
import Testing

@testable import TesseraLayout

/// `frame(ofSection:)`, which a collection view pins headers against: every element of a section lies in
/// its section's frame, and sections follow one another without overlapping.
@Suite struct SectionFramePropertyTests {
    @Test(arguments: [
        LayoutUnderTest.flowVaried, .flowHorizontalWithHeaders, .justified, .justifiedWithHeaders,
    ])
    func everyElementLiesInItsSectionsFrame(_ kind: LayoutUnderTest) async {
        await propertyCheck(
            count: 100, input: Gen.double(in: 40...1800), Gen.int(in: 0...300), Gen.int(in: 0...1000)
        ) { width, count, seed in
            let counts = kind.itemCounts(count: count, seed: seed)
            var layout = kind.make(seed: seed)
            layout.prepare(
                for: LayoutContext(boundsSize: Size(width: width, height: 600), itemCounts: counts))
            let everything = bruteForceQuery(
                layout, itemCounts: counts, rect: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
            let horizontal = kind == .flowHorizontalWithHeaders
            var previousEnd = -Double.infinity
            for section in counts.indices {
                let frame = layout.frame(ofSection: section)!
                for element in everything where element.indexPath.section == section {
                    #expect(
                        frame.insetBy(dx: -1e-9, dy: -1e-9).contains(element.frame),
                        "\(kind) section \(section) \(frame) misses \(element)")
                }
                #expect((horizontal ? frame.minX : frame.minY) >= previousEnd - 1e-9)
                previousEnd = horizontal ? frame.maxX : frame.maxY
            }
            #expect(layout.frame(ofSection: counts.count) == nil)
        }
    }
}
