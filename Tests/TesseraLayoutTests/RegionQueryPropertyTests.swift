import PropertyBased
import Testing

@testable import TesseraLayout

/// Item sizes that vary with the index, so flow lines hold different numbers of items of mixed heights.
struct VariedSizes: FlowLayoutDelegate {
    let seed: Int

    func sizeForItem(at indexPath: IndexPath, in context: LayoutContext) -> Size? {
        let hash = (indexPath.item &* 2_654_435_761 &+ indexPath.section &* 40_503 &+ seed) & 0x7fff_ffff
        return Size(width: Double(10 + hash % 240), height: Double(5 + (hash / 240) % 90))
    }
}

/// The layouts the properties are checked on, each in a configuration that exercises its hard cases.
enum LayoutUnderTest: String, CaseIterable, Sendable {
    case flowVaried, flowHorizontalWithHeaders, column, mosaic, grid, staggered, staggeredCentred
    case justified, justifiedWithHeaders

    func make(seed: Int) -> any CollectionLayout {
        switch self {
        case .flowVaried:
            var layout = FlowLayout(delegate: VariedSizes(seed: seed))
            layout.sectionInset = EdgeInsets(top: 3, left: 7, bottom: 5, right: 2)
            return layout
        case .flowHorizontalWithHeaders:
            var layout = FlowLayout(delegate: VariedSizes(seed: seed))
            layout.scrollDirection = .horizontal
            layout.headerReferenceSize = Size(width: 40, height: 0)
            layout.footerReferenceSize = Size(width: 15, height: 0)
            return layout
        case .column: return ColumnFlowLayout()
        case .mosaic: return MosaicLayout()
        case .grid: return GridLayout()
        case .staggered: return StaggeredLayout()
        case .staggeredCentred: return StaggeredLayout(verticalAlignment: .center)
        case .justified: return JustifiedLayout(delegate: VariedAspectRatios(seed: seed))
        case .justifiedWithHeaders:
            return JustifiedLayout(
                targetRowHeight: 48, spacing: 0, headerHeight: 16, delegate: VariedAspectRatios(seed: seed))
        }
    }

    /// Splits `count` items into sections for the multi-section layouts; one section for the others.
    func itemCounts(count: Int, seed: Int) -> [Int] {
        guard [.flowVaried, .flowHorizontalWithHeaders, .justified, .justifiedWithHeaders].contains(self)
        else {
            return [count]
        }
        let sections = 1 + seed % 4
        return (0..<sections).map { section in count / sections + (section < count % sections ? 1 : 0) }
    }
}

@Suite struct RegionQueryPropertyTests {
    @Test(arguments: LayoutUnderTest.allCases)
    func regionQueryEqualsABruteForceFilter(_ kind: LayoutUnderTest) async {
        await propertyCheck(
            count: 150,
            input: Gen.double(in: -20...1800), Gen.double(in: -20...1200), Gen.int(in: 0...400),
            Gen.int(in: 0...1000),
            Gen.double(in: -0.2...1.1), Gen.double(in: -0.2...1.1), Gen.double(in: 0...0.6)
        ) { width, height, count, seed, fx, fy, fraction in
            let counts = kind.itemCounts(count: count, seed: seed)
            var layout = kind.make(seed: seed)
            layout.prepare(
                for: LayoutContext(
                    boundsSize: Size(width: width, height: height),
                    layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8), itemCounts: counts))
            let content = layout.contentSize
            let query = Rect(
                x: fx * content.width, y: fy * content.height,
                width: max(content.width * fraction, 1), height: max(content.height * fraction, 1))
            let fast = layout.attributes(in: query)
            let slow = bruteForceQuery(layout, itemCounts: counts, rect: query)
            #expect(fast == slow, "\(kind) \(width)×\(height) count \(count) seed \(seed) query \(query)")
        }
    }

    @Test(arguments: LayoutUnderTest.allCases)
    func contentSizeCoversEveryFrame(_ kind: LayoutUnderTest) async {
        await propertyCheck(
            count: 150,
            input: Gen.double(in: -20...1800), Gen.double(in: -20...1200), Gen.int(in: 0...400),
            Gen.int(in: 0...1000)
        ) { width, height, count, seed in
            let counts = kind.itemCounts(count: count, seed: seed)
            var layout = kind.make(seed: seed)
            layout.prepare(
                for: LayoutContext(boundsSize: Size(width: width, height: height), itemCounts: counts))
            let content = Rect(origin: .zero, size: layout.contentSize)
            let everything = bruteForceQuery(
                layout, itemCounts: counts, rect: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
            for attributes in everything {
                let frame = attributes.frame
                #expect(
                    frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= content.maxX
                        && frame.maxY <= content.maxY,
                    "\(kind) \(width)×\(height) count \(count): \(attributes.indexPath) \(frame) outside \(content.size)"
                )
            }
        }
    }

    @Test(arguments: LayoutUnderTest.allCases)
    func queriesOfTheWholeContentReturnEveryVisibleItemOnce(_ kind: LayoutUnderTest) {
        let counts = kind.itemCounts(count: 257, seed: 3)
        var layout = kind.make(seed: 3)
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 1024, height: 768), itemCounts: counts))
        let all = layout.attributes(in: Rect(origin: .zero, size: layout.contentSize)).filter {
            $0.kind == .cell
        }
        #expect(all.count == 257)
        #expect(all.map(\.indexPath) == all.map(\.indexPath).sorted())
    }
}
