extension UpdatePlan {
    /// Applies the batch to a model kept as one array per section, exactly as the view will show it.
    ///
    /// The result is what Apple's sample computes — remove deletes and move sources in descending order,
    /// then insert inserts and move destinations (carrying the moved element) in ascending order — built in
    /// one pass, O(n + m), instead of shifting the array once per operation; the survivors between
    /// operations are copied a run at a time. Reloads leave the arrays
    /// alone; the caller updates their content.
    ///
    /// - Parameters:
    ///   - sections: The model before the batch; afterwards, the model after it.
    ///   - newElement: Makes the element for each inserted index path (after the batch), in ascending order.
    /// - Precondition: `sections` has the plan's ``itemCountsBefore``.
    public func apply<T>(to sections: inout [[T]], inserting newElement: (IndexPath) -> T) {
        precondition(
            sections.map(\.count) == itemCountsBefore,
            "the model has \(sections.map(\.count)) items per section; the batch expects \(itemCountsBefore)")
        // In the union of the sections: inserted ones start empty; deleted ones end so, and go.
        let old = map.map { map in map.beforeOfUnion.map { $0 >= 0 ? sections[$0] : [] } } ?? sections
        sections = []
        sections.reserveCapacity(old.count)
        var removed = 0
        var filled = 0
        // Move destinations come up in ascending order, as `movedByDestination` lists them.
        var arrival = 0
        for section in old.indices {
            var result: [T] = []
            let countAfter = unionCountsAfter[section]
            result.reserveCapacity(countAfter)
            var oldItem = 0
            while result.count < countAfter {
                let nextFill =
                    filled < filledAfter.count && filledAfter[filled].section == section
                    ? filledAfter[filled].item : countAfter
                // Survivors between operations are runs: copy each run at once.
                while result.count < nextFill {
                    while removed < removedBefore.count
                        && removedBefore[removed] == IndexPath(item: oldItem, section: section)
                    {
                        removed += 1
                        oldItem += 1
                    }
                    let nextRemoved =
                        removed < removedBefore.count && removedBefore[removed].section == section
                        ? removedBefore[removed].item : old[section].count
                    let run = min(nextRemoved - oldItem, nextFill - result.count)
                    precondition(run > 0, "the model does not match the batch")
                    result.append(contentsOf: old[section][oldItem..<oldItem + run])
                    oldItem += run
                }
                guard result.count < countAfter else { break }
                let here = IndexPath(item: result.count, section: section)
                filled += 1
                if arrival < movedByDestination.count && movedByDestination[arrival].destination == here {
                    let source = movedByDestination[arrival].source
                    arrival += 1
                    result.append(old[source.section][source.item])
                } else {
                    result.append(newElement(map.map { $0.side(here, phase: .afterUpdate)! } ?? here))
                }
            }
            while removed < removedBefore.count && removedBefore[removed].section == section { removed += 1 }
            sections.append(result)
        }
        if let map { sections = map.unionOfAfter.map { sections[$0] } }
    }

    /// Applies the batch to a model kept as one array (a single section), as the per-section
    /// `apply(to:inserting:)` does.
    ///
    /// - Precondition: the plan has one section of `array.count` items before the batch.
    public func apply<T>(to array: inout [T], inserting newElement: (IndexPath) -> T) {
        precondition(
            itemCountsBefore.count == 1,
            "a single array is one section; the batch has \(itemCountsBefore.count)")
        var sections = [array]
        array = []
        apply(to: &sections, inserting: newElement)
        array = sections[0]
    }
}
