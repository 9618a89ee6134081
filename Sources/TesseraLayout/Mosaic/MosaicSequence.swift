/// Which segment each mosaic item falls in, computed rather than stored.
///
/// The published algorithm starts with a full-width segment, then cycles fifty-fifty, two-thirds/one-third,
/// one-third/two-thirds (8 items in 3 segments) while at least three items remain after a segment; when one
/// or two remain, a last full-width or fifty-fifty segment takes them. So everything before the tail follows
/// a fixed pattern, and the item ↔ segment mapping is arithmetic.
struct MosaicSequence: Sendable {
    /// The first item of each style in the repeating cycle, relative to the cycle's start.
    private static let cycleOffsets = [0, 2, 5]
    private static let cycleStyles: [MosaicSegmentStyle] = [
        .fiftyFifty, .twoThirdsOneThird, .oneThirdTwoThirds,
    ]
    private static let itemsPerCycle = 8

    /// The number of items.
    let count: Int
    /// The number of segments before the tail.
    let regularSegmentCount: Int
    /// The first item of the tail segment (equal to `count` when there is none).
    let tailStart: Int

    init(count: Int) {
        self.count = max(count, 0)
        guard self.count > 0 else {
            regularSegmentCount = 0
            tailStart = 0
            return
        }
        // The regular pattern runs until the first segment boundary with at most two items left.
        var segments = max(1, 3 * ((self.count - 3) / Self.itemsPerCycle))
        while Self.firstItem(ofRegularSegment: segments) < self.count - 2 { segments += 1 }
        while segments > 1 && Self.firstItem(ofRegularSegment: segments - 1) >= self.count - 2 {
            segments -= 1
        }
        regularSegmentCount = segments
        tailStart = Self.firstItem(ofRegularSegment: segments)
    }

    /// The number of segments, tail included.
    var segmentCount: Int { regularSegmentCount + (tailStart < count ? 1 : 0) }

    /// The first item of segment `segment` of the regular pattern (valid for any segment index ≥ 0).
    private static func firstItem(ofRegularSegment segment: Int) -> Int {
        guard segment > 0 else { return 0 }
        let (cycle, position) = (segment - 1).quotientAndRemainder(dividingBy: 3)
        return 1 + itemsPerCycle * cycle + cycleOffsets[position]
    }

    /// The first item of a segment.
    func firstItem(ofSegment segment: Int) -> Int {
        segment < regularSegmentCount ? Self.firstItem(ofRegularSegment: segment) : tailStart
    }

    /// The style of a segment.
    func style(ofSegment segment: Int) -> MosaicSegmentStyle {
        if segment >= regularSegmentCount { return count - tailStart == 1 ? .fullWidth : .fiftyFifty }
        if segment == 0 { return .fullWidth }
        return Self.cycleStyles[(segment - 1) % 3]
    }

    /// The segment holding `item` and the item's slot within it.
    func location(ofItem item: Int) -> (segment: Int, slot: Int) {
        if item >= tailStart { return (regularSegmentCount, item - tailStart) }
        if item == 0 { return (0, 0) }
        let (cycle, offset) = (item - 1).quotientAndRemainder(dividingBy: Self.itemsPerCycle)
        let position = offset < 2 ? 0 : offset < 5 ? 1 : 2
        return (1 + 3 * cycle + position, offset - Self.cycleOffsets[position])
    }
}
