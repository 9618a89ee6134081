import TesseraLayout

/// How a section header moves during an animation: its own attributes from start to end, and its section's
/// frame likewise, so that a pinned header can be pinned afresh in every frame against the section as it is
/// then and the view's visible rectangle.
struct HeaderTransition: Sendable {
    /// The header's attributes where the layout puts them (not pinned), at the start and the end.
    let header: ItemTransition
    /// The section's frame at the start, if the layout knew it.
    let startSection: Rect?
    /// The section's frame at the end, if the layout knew it.
    let endSection: Rect?

    /// The header `progress` of the way (0…1, eased), pinned to the top of `visible` when it is given.
    func attributes(at progress: Double, pinnedIn visible: Rect?) -> LayoutAttributes {
        let attributes = header.attributes(at: progress)
        guard let visible else { return attributes }
        return CollectionView.pinned(attributes, in: visible, sectionFrame: sectionFrame(at: progress))
    }

    /// The section's frame `progress` of the way, or the one end known.
    private func sectionFrame(at progress: Double) -> Rect? {
        guard let start = startSection, let end = endSection else { return startSection ?? endSection }
        let t = min(max(progress, 0), 1)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Rect(
            x: mix(start.minX, end.minX), y: mix(start.minY, end.minY), width: mix(start.width, end.width),
            height: mix(start.height, end.height))
    }
}

extension CollectionView {
    /// The header transitions between `before` (showing `oldVisible`) and the view's layout now (showing
    /// `visibleRect`): one per section whose header shows at either end, from its attributes and section
    /// frame in `before` moved by `shift` (zero for a batch update, which scrolls instead; the scroll itself
    /// for a layout transition, which draws both ends at the new offset) to those in the current layout.
    /// A header only one layout has fades in or out at the other end: a section `plan` inserts or
    /// deletes (`plan` matches the sections before and after a batch; without one they are the same). A
    /// deleted section's header shows the data from before the update (``ItemTransition/Content``).
    func headerTransitions(
        from before: any CollectionLayout, oldVisible: Rect, shift: Point, plan: UpdatePlan? = nil
    ) -> [HeaderTransition] {
        let old = elements(of: before, in: oldVisible).filter(\.isSectionHeader).map(\.indexPath.section)
        let new = elements(of: layout, in: visibleRect).filter(\.isSectionHeader).map(\.indexPath.section)
        func sectionAfter(_ section: Int) -> Int? { plan.map { $0.newSection(forOld: section) } ?? section }
        func sectionBefore(_ section: Int) -> Int? { plan.map { $0.oldSection(forNew: section) } ?? section }
        var pairs = old.map { SectionPair(old: $0, new: sectionAfter($0)) }
        for section in new where !pairs.contains(where: { $0.new == section }) {
            pairs.append(SectionPair(old: sectionBefore(section), new: section))
        }
        return pairs.sorted().compactMap { pair in
            let start = pair.old.flatMap {
                before.attributesForSupplementaryView(
                    ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: $0))
            }
            .map { $0.shifted(by: shift) }
            let end = pair.new.flatMap {
                layout.attributesForSupplementaryView(
                    ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: $0))
            }
            guard let first = start ?? end?.transparent, let last = end ?? start?.transparent else {
                return nil
            }
            let role: ItemTransition.Role =
                end == nil
                ? .disappearing
                : start == nil ? .appearing : first.frame == last.frame ? .stationary : .moving
            return HeaderTransition(
                header: ItemTransition(
                    start: first, end: last, content: end == nil ? .beforeUpdate : .afterUpdate, role: role),
                startSection: pair.old.flatMap { sectionFrame($0, in: before) }?.offsetBy(
                    dx: shift.x, dy: shift.y),
                endSection: pair.new.flatMap { sectionFrame($0, in: layout) })
        }
    }
}

/// A section before an update and the same section after it; one of them `nil` for a section the update
/// inserts or deletes. Ordered by the section after, deleted ones by where they were.
private struct SectionPair: Comparable {
    let old: Int?
    let new: Int?

    static func < (a: SectionPair, b: SectionPair) -> Bool {
        (a.new ?? a.old ?? 0, a.new == nil ? 0 : 1) < (b.new ?? b.old ?? 0, b.new == nil ? 0 : 1)
    }
}

extension LayoutAttributes {
    /// The same attributes with alpha 0: where an element fades in from or out to when nothing else is given.
    var transparent: LayoutAttributes {
        var attributes = self
        attributes.alpha = 0
        return attributes
    }

    /// The same attributes with the frame moved by `shift`.
    func shifted(by shift: Point) -> LayoutAttributes {
        var attributes = self
        attributes.frame = frame.offsetBy(dx: shift.x, dy: shift.y)
        return attributes
    }
}
