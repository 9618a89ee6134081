import TesseraLayout

extension CollectionView {
    /// Replaces the layout, animating every item on screen from its old frame to its new one when
    /// `animated` (UIKit's `setCollectionViewLayout(_:animated:)`), on the same clock as batch updates
    /// (``advance(to:)``, ``finishAnimation()``).
    ///
    /// The new layout is prepared for the view's bounds and counts at once, so every question asked after
    /// this call is answered by it. The focused item stays focused and keeps its place on screen as far as
    /// the new layout allows (the offset that puts its new frame where its old one was, through
    /// `CollectionLayout.targetContentOffset(forProposedContentOffset:)`, then scrolled as little as needed
    /// to show it whole, clear of a pinned header). The animation draws both ends at the new offset: each
    /// item starts from its old frame moved by the scroll (so the first frame is the old screen exactly)
    /// and slides to its new one; section headers move with their sections and stay pinned. Because an
    /// item's position on screen runs in a straight line between two places in view, the focused item is on
    /// screen in every frame.
    ///
    /// Items on screen before or after take part (each drawn by the data source, from the current data);
    /// an animation still running ends first. Cost: two region queries and one lookup per item shown.
    public mutating func setLayout(_ newLayout: any CollectionLayout, animated: Bool = true) {
        finishAnimation()
        let before = layout
        let oldVisible = visibleRect
        let oldOffset = contentOffset
        layout = newLayout
        invalidateLayout(.everything)
        var proposed = oldOffset
        if let focusedItem, let old = before.attributesForItem(at: focusedItem)?.frame,
            let new = layout.attributesForItem(at: focusedItem)?.frame
        {
            proposed = Point(x: oldOffset.x + new.minX - old.minX, y: oldOffset.y + new.minY - old.minY)
        }
        scroll(to: layout.targetContentOffset(forProposedContentOffset: proposed))
        scrollToFocusedItem()
        guard animated else { return }
        let shift = Point(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)
        let transitions = layoutTransitions(from: before, oldVisible: oldVisible, shift: shift)
        let headers = headerTransitions(from: before, oldVisible: oldVisible, shift: shift)
        guard
            !(transitions.allSatisfy { $0.start == $0.end }
                && headers.allSatisfy { $0.header.role == .stationary })
        else { return }
        animation = UpdateAnimation(transitions: transitions, headers: headers)
    }

    /// One transition per item on screen before (in `before`, at `oldVisible`) or now, in index order: from
    /// its old frame moved by `shift` to its new one.
    private func layoutTransitions(from before: any CollectionLayout, oldVisible: Rect, shift: Point)
        -> [ItemTransition]
    {
        var transitions: [ItemTransition] = []
        var shown = Set<IndexPath>()
        for end in layout.attributes(in: visibleRect) where end.kind == .cell {
            shown.insert(end.indexPath)
            let start = before.attributesForItem(at: end.indexPath)?.shifted(by: shift) ?? end.transparent
            transitions.append(Self.transition(from: start, to: end))
        }
        for old in before.attributes(in: oldVisible) where old.kind == .cell && !shown.contains(old.indexPath)
        {
            let start = old.shifted(by: shift)
            let end = layout.attributesForItem(at: old.indexPath) ?? start.transparent
            transitions.append(Self.transition(from: start, to: end))
        }
        // In index order, as a screen draws its cells: where narrow items overlap on the cell grid, the
        // first frame then covers them as the old screen did.
        transitions.sort { $0.end.indexPath < $1.end.indexPath }
        return transitions
    }

    /// Every item is `.moving`, even one that stays put: the animation then draws them all in index order,
    /// as the screens before and after do, so items that overlap on the cell grid cover each other alike.
    private static func transition(from start: LayoutAttributes, to end: LayoutAttributes) -> ItemTransition {
        ItemTransition(start: start, end: end, content: .afterUpdate, role: .moving)
    }
}
