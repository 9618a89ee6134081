extension UpdatePlan {
    /// Applies the batch to a model kept as one array per section, exactly as the view will show it.
    ///
    /// The result is what Apple's sample computes — remove deletes and move sources in descending order,
    /// then insert inserts and move destinations (carrying the moved element) in ascending order — built in
    /// one pass, O(n + m), instead of shifting the array once per operation. Reloads leave the arrays
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
        let old = sections
        sections = []
        sections.reserveCapacity(old.count)
        var removed = 0
        var filled = 0
        for section in old.indices {
            var result: [T] = []
            result.reserveCapacity(itemCountsAfter[section])
            var oldItem = 0
            for newItem in 0..<itemCountsAfter[section] {
                let here = IndexPath(item: newItem, section: section)
                if filled < filledAfter.count && filledAfter[filled] == here {
                    filled += 1
                    if let source = sourceByDestination[here] {
                        result.append(old[source.section][source.item])
                    } else {
                        result.append(newElement(here))
                    }
                    continue
                }
                while removed < removedBefore.count
                    && removedBefore[removed] == IndexPath(item: oldItem, section: section)
                {
                    removed += 1
                    oldItem += 1
                }
                result.append(old[section][oldItem])
                oldItem += 1
            }
            while removed < removedBefore.count && removedBefore[removed].section == section { removed += 1 }
            sections.append(result)
        }
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
