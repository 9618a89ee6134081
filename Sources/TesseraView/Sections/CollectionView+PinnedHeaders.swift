import TesseraLayout

extension CollectionView {
    /// The z-index a pinned header draws at, above the cells that scroll under it (UIKit's value).
    public static let pinnedHeaderZIndex = 1024

    /// The elements of `layout` overlapping `rect`, from one region query, with section headers pinned when
    /// ``sectionHeadersPinToVisibleBounds`` is on: each header shown is moved down to the top of `rect`
    /// while its section still reaches there, and pushed up by the section's bottom edge, so that the top
    /// of `rect` always shows the header of the section under it.
    ///
    /// Pinning is the view's work, after the region query: a layout only says where each header and each
    /// section is (`CollectionLayout.attributesForSupplementaryView(ofKind:at:)` and
    /// `CollectionLayout.frame(ofSection:)`). The header of the first section shown, and of the one before
    /// it, are asked for even when the query did not return them (their natural place is above `rect`).
    /// Cost: the region query, plus O(1) per section shown.
    func elements(of layout: any CollectionLayout, in rect: Rect) -> [LayoutAttributes] {
        let elements = layout.attributes(in: rect)
        guard sectionHeadersPinToVisibleBounds,
            let firstSection = elements.lazy.map(\.indexPath.section).min()
        else { return elements }
        var result = elements.filter { !$0.isSectionHeader }
        var headers = elements.filter(\.isSectionHeader)
        for section in [firstSection - 1, firstSection]
        where section >= 0 && !headers.contains(where: { $0.indexPath.section == section }) {
            if let header = layout.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
            {
                headers.append(header)
            }
        }
        headers.sort { $0.indexPath.section < $1.indexPath.section }
        for header in headers {
            let section = sectionFrame(header.indexPath.section, in: layout)
            let pinned = Self.pinned(header, in: rect, sectionFrame: section)
            if pinned.frame.intersects(rect) { result.append(pinned) }
        }
        return result
    }

    /// `header` moved to the top of `visible` as far as its section allows: its top at
    /// max(its own top, min(the visible top, the section's bottom − its height)), drawn above the cells.
    static func pinned(_ header: LayoutAttributes, in visible: Rect, sectionFrame: Rect?) -> LayoutAttributes
    {
        var pinned = header
        let frame = header.frame
        let limit = (sectionFrame?.maxY ?? frame.maxY) - frame.height
        pinned.frame.origin.y = max(frame.minY, min(visible.minY, limit))
        pinned.zIndex = max(header.zIndex, pinnedHeaderZIndex)
        return pinned
    }

    /// The frame of `section` in `layout`: the layout's own answer (`CollectionLayout.frame(ofSection:)`),
    /// or else the union of the section's header, first and last items and footer.
    func sectionFrame(_ section: Int, in layout: any CollectionLayout) -> Rect? {
        if let frame = layout.frame(ofSection: section) { return frame }
        let count = itemCounts.indices.contains(section) ? itemCounts[section] : 0
        let items = count > 0 ? [0, count - 1] : []
        let frames =
            items.compactMap { layout.attributesForItem(at: IndexPath(item: $0, section: section))?.frame }
            + [ElementKind.sectionHeader, ElementKind.sectionFooter].compactMap {
                layout.attributesForSupplementaryView(ofKind: $0, at: IndexPath(item: 0, section: section))?
                    .frame
            }
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The header of `section` in `layout` where the view shows it for `visible`: pinned when pinning is
    /// on; `nil` when the layout has none.
    func sectionHeader(_ section: Int, in layout: any CollectionLayout, visible: Rect) -> LayoutAttributes? {
        guard
            let header = layout.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
        else { return nil }
        guard sectionHeadersPinToVisibleBounds else { return header }
        return Self.pinned(header, in: visible, sectionFrame: sectionFrame(section, in: layout))
    }

    /// How far the header pinned over `indexPath`'s section reaches down from the top of the view: its
    /// height when headers are pinned, else 0. Scrolling an item into view keeps it clear of that band.
    func pinnedHeaderHeight(over indexPath: IndexPath) -> Double {
        guard sectionHeadersPinToVisibleBounds,
            let header = layout.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: indexPath.section))
        else { return 0 }
        return max(header.frame.height, 0)
    }
}

extension LayoutAttributes {
    /// Whether these are the attributes of a section header.
    var isSectionHeader: Bool { kind == .supplementary(ElementKind.sectionHeader) }
}
