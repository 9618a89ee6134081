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
    /// Items on screen before or after take part (each drawn by the data source, from the current data),
    /// as in UIKit: an item entering the screen slides in from where the old layout had it, one leaving
    /// slides out to where the new layout puts it, and an item only one layout places fades in or out
    /// there. While they move, items that stay put are drawn first, then those entering or leaving, then
    /// those moving within the screen, the focused item last of all, so that nothing passing by covers
    /// an item the eye follows (`LayoutTransitionOrder`). An animation still running ends first.
    /// Cost: two region queries and one lookup per item shown.
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
            !(transitions.isStill && headers.allSatisfy { $0.header.role == .stationary })
        else { return }
        animation = UpdateAnimation(
            transitions: transitions.transitions, headers: headers, firstFrame: transitions.firstFrame)
    }

    /// One transition per item on screen before (in `before`, at `oldVisible`) or now: from its old frame
    /// moved by `shift` to its new one, sorted as ``LayoutTransitionOrder`` draws them.
    private func layoutTransitions(from before: any CollectionLayout, oldVisible: Rect, shift: Point)
        -> LayoutTransitionOrder
    {
        let oldScreen = Self.drawingOrder(
            before.attributes(in: oldVisible).filter { $0.kind == .cell }, zIndex: \.zIndex)
        var order = LayoutTransitionOrder(focusedItem: focusedItem, oldScreen: oldScreen.map(\.indexPath))
        var shown = Set<IndexPath>()
        for end in layout.attributes(in: visibleRect) where end.kind == .cell {
            shown.insert(end.indexPath)
            order.add(from: before.attributesForItem(at: end.indexPath)?.shifted(by: shift), to: end)
        }
        for old in oldScreen where !shown.contains(old.indexPath) {
            order.add(
                from: old.shifted(by: shift), to: layout.attributesForItem(at: old.indexPath), isLeaving: true
            )
        }
        return order
    }
}
