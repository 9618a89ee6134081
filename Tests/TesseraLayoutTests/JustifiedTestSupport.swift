@testable import TesseraLayout

/// Aspect ratios given per section; `nil` entries are unknown (4:3 to the layout).
struct GivenAspectRatios: JustifiedLayoutDelegate {
    let sections: [[Double?]]

    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section][indexPath.item]
    }
}

/// Aspect ratios that vary with the index: mostly photo shapes (1:2 to 2:1), some panoramas up to 20:1 and
/// some very tall strips, a few unknown — every case the row rule has.
struct VariedAspectRatios: JustifiedLayoutDelegate {
    let seed: Int

    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        let hash = (indexPath.item &* 2_654_435_761 &+ indexPath.section &* 40_503 &+ seed) & 0x7fff_ffff
        switch hash % 23 {
        case 0: return nil
        case 1: return 3 + Double(hash / 23 % 170) / 10  // 3…20: panoramas
        case 2: return 1 / (2 + Double(hash / 23 % 180) / 10)  // 1:2…1:20: tall strips
        default: return 0.5 + Double(hash / 23 % 150) / 100  // 0.5…2
        }
    }
}

/// Prepares a justified layout over `aspects` (one array per section) in a `width`-point-wide bounds.
func justified(
    _ aspects: [[Double?]], width: Double, target: Double = 100, spacing: Double = 0,
    headerHeight: Double = 0, margins: EdgeInsets = .zero
) -> JustifiedLayout {
    var layout = JustifiedLayout(
        targetRowHeight: target, spacing: spacing, headerHeight: headerHeight,
        delegate: GivenAspectRatios(sections: aspects))
    layout.prepare(
        for: LayoutContext(
            boundsSize: Size(width: width, height: 600), layoutMargins: margins,
            itemCounts: aspects.map(\.count)))
    return layout
}

/// Whether two frames agree within `tolerance` points on every edge.
func nearlyEqual(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Whether two lists of frames agree pairwise within 1e-9.
func nearlyEqual(_ a: [Rect], _ b: [Rect]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { nearlyEqual($0, $1) }
}
