import TesseraLayout

extension CollectionView {
    /// Applies a batch of inserts, deletes, moves and reloads with UIKit's index rules, animating the
    /// affected items when `animated` (deleted ones fade and shrink out, inserted ones grow in, moved and
    /// shifted ones slide).
    ///
    /// Call it before changing the app's data (or with a `dataSource` that still shows the data before
    /// the batch): for each deleted item the animation shows — those visible before the update, however
    /// many the batch deletes — the view keeps the ``CollectionViewDataSource/disappearingCell(at:)`` of
    /// `dataSource` and draws it until the animation ends, so the app's data source only ever draws the
    /// current data. Nothing is asked without animation.
    ///
    /// The whole batch is validated first against the counts before (the view's) and after
    /// (`itemCountsAfter`, the data source's); a bad batch throws and changes nothing. An animation still
    /// running is finished at once before the new batch starts. The focused item follows its new index
    /// path — if it was deleted, the nearest surviving item takes the focus — and is kept in view; when
    /// that scrolls the view by less than a screen, the scroll is animated with the items, on the same
    /// timeline. The selection follows its items too: a moved or reloaded item stays selected at its new
    /// index path, a deleted one leaves the selection.
    ///
    /// Cost: validation O(m) and the plan O(m log m) for m operations; the layout's own preparation; and
    /// transitions for the items visible before or after only — not per item of the list.
    @discardableResult
    public mutating func performBatchUpdates(
        _ items: [UpdateItem], itemCountsAfter: [Int], dataSource: some CollectionViewDataSource,
        animated: Bool = true
    ) throws(BatchUpdateError) -> UpdatePlan {
        try performBatchUpdates(
            items, sections: SectionUpdate(), itemCountsAfter: itemCountsAfter, dataSource: dataSource,
            animated: animated)
    }

    /// Applies a batch that also deletes and inserts `sections` (UIKit's `deleteSections(_:)` and
    /// `insertSections(_:)` inside the same `performBatchUpdates`), as
    /// ``performBatchUpdates(_:itemCountsAfter:dataSource:animated:)`` does: the items of a deleted section
    /// shrink out with it and its header fades out (drawn by `dataSource` as it was at batch time), an
    /// inserted section's items grow in and its header fades in, and the sections between slide to their
    /// new places. The focus follows its item across sections; if its section is deleted, the nearest
    /// surviving item takes it. See TesseraLayout's `UpdatePlan.validate(_:sections:itemCountsBefore:itemCountsAfter:)`
    /// for the rules.
    @discardableResult
    public mutating func performBatchUpdates(
        _ items: [UpdateItem], sections: SectionUpdate, itemCountsAfter: [Int],
        dataSource: some CollectionViewDataSource, animated: Bool = true
    ) throws(BatchUpdateError) -> UpdatePlan {
        let plan = try UpdatePlan.validate(
            items, sections: sections, itemCountsBefore: itemCounts, itemCountsAfter: itemCountsAfter)
        finishAnimation()
        // Reloads alone move nothing: the layout stays as it is; the data source redraws the items.
        if plan.deleted.isEmpty && plan.inserted.isEmpty && plan.moved.isEmpty && plan.sections.isEmpty {
            return plan
        }
        let before = layout
        let oldVisible = visibleRect
        let oldOffset = contentOffset
        let oldFocus = focusedItem
        let oldSelection = selection
        layout.prepare(forUpdates: items)
        itemCounts = itemCountsAfter
        selection = oldSelection.following(plan)
        invalidateLayout(.dataSourceCounts)
        focusedItem = oldFocus.flatMap { followFocus(from: $0, plan: plan) } ?? firstItem
        scroll(to: layout.targetContentOffset(forProposedContentOffset: contentOffset))
        scrollToFocusedItem()
        let transitions = animated ? makeTransitions(plan: plan, before: before, oldVisible: oldVisible) : []
        let headers =
            animated ? headerTransitions(from: before, oldVisible: oldVisible, shift: .zero, plan: plan) : []
        let scrollsWithin = oldVisible.intersects(visibleRect) && oldOffset != contentOffset
        if transitions.isEmpty && headers.isEmpty {
            layout.finalizeUpdates()
        } else {
            var keptCells: [IndexPath: DisappearingCell] = [:]
            var keptSelected: Set<IndexPath> = []
            for transition in transitions where transition.role == .disappearing {
                let old = transition.start.indexPath
                keptCells[old] = dataSource.disappearingCell(at: old)
                if oldSelection.contains(old) { keptSelected.insert(old) }
            }
            var keptHeaders: [Int: DisappearingCell] = [:]
            for header in headers where header.header.content == .beforeUpdate {
                let section = header.header.start.indexPath.section
                keptHeaders[section] = DisappearingCell { [dataSource] context, canvas in
                    dataSource.drawSupplementaryView(context, in: &canvas)
                }
            }
            animation = UpdateAnimation(
                transitions: transitions, headers: headers, keptCells: keptCells, keptHeaders: keptHeaders,
                keptSelected: keptSelected,
                scroll: scrollsWithin ? (oldOffset, contentOffset) : nil)
        }
        return plan
    }

    /// Whether an update animation is running.
    public var isAnimating: Bool { animation != nil }

    /// Moves a running animation to `now`, ending it (and finalising the layout's updates) when done.
    public mutating func advance(to now: Duration) {
        guard var running = animation else { return }
        running.advance(to: now)
        animation = running
        if running.isFinished { finishAnimation() }
    }

    /// Ends a running animation at once, as if its time were up.
    public mutating func finishAnimation() {
        guard animation != nil else { return }
        animation = nil
        layout.finalizeUpdates()
    }

    /// Where the focus goes after an update: the item's new index path, or the nearest survivor's.
    private func followFocus(from old: IndexPath, plan: UpdatePlan) -> IndexPath? {
        if let new = plan.newIndex(forOld: old) { return new }
        // The nearest survivor in the item's order: its section first, then the sections after and before.
        let counts = plan.itemCountsBefore
        guard counts.indices.contains(old.section) else { return nil }
        var distance = 1
        let sections = Array(old.section..<counts.count) + Array((0..<old.section).reversed())
        for section in sections {
            let count = counts[section]
            let center = section == old.section ? old.item : section > old.section ? -1 : count
            distance = 1
            while center - distance >= 0 || center + distance < count {
                for item in [center + distance, center - distance] where item >= 0 && item < count {
                    if let new = plan.newIndex(forOld: IndexPath(item: item, section: section)) { return new }
                }
                distance += 1
            }
        }
        return nil
    }

    private func makeTransitions(plan: UpdatePlan, before: any CollectionLayout, oldVisible: Rect)
        -> [ItemTransition]
    {
        var transitions: [ItemTransition] = []
        var shown = Set<IndexPath>()
        for end in layout.attributes(in: visibleRect) where end.kind == .cell {
            shown.insert(end.indexPath)
            if let old = plan.oldIndex(forNew: end.indexPath) {
                guard let start = before.attributesForItem(at: old) else { continue }
                transitions.append(
                    ItemTransition(
                        start: start, end: end, content: .afterUpdate,
                        role: start.frame == end.frame ? .stationary : .moving))
            } else {
                let start = layout.initialAttributesForAppearingItem(at: end.indexPath) ?? end.transparent
                transitions.append(
                    ItemTransition(start: start, end: end, content: .afterUpdate, role: .appearing))
            }
        }
        for start in before.attributes(in: oldVisible) where start.kind == .cell {
            if let new = plan.newIndex(forOld: start.indexPath) {
                guard !shown.contains(new), let end = layout.attributesForItem(at: new) else { continue }
                transitions.append(
                    ItemTransition(start: start, end: end, content: .afterUpdate, role: .moving))
            } else {
                let end = layout.finalAttributesForDisappearingItem(at: start.indexPath) ?? start.transparent
                transitions.append(
                    ItemTransition(start: start, end: end, content: .beforeUpdate, role: .disappearing))
            }
        }
        return transitions
    }
}
