/// Batch updates applied to a plain array, with the same validation and index rules as a collection view.
extension Array {
    /// Validates `items` against this array as the single section of a collection and, only if the whole
    /// batch is valid, applies it; returns the plan for the view to animate with.
    ///
    /// The count after the batch is implied: `count − deletes + inserts`. On error the array is untouched.
    ///
    ///     var people = ["A", "B", "C", "D", "E"]
    ///     try people.applyBatchUpdate(
    ///         [.delete(at: IndexPath(item: 1)), .insert(at: IndexPath(item: 0)),
    ///          .move(from: IndexPath(item: 3), to: IndexPath(item: 1)), .reload(at: IndexPath(item: 4))],
    ///         inserting: { _ in "X" })
    ///     // people == ["X", "D", "A", "C", "E"]
    ///
    /// - Parameters:
    ///   - items: The batch, with UIKit's index rules: deletes and reloads at old index paths, inserts at
    ///     new ones, moves from old to new.
    ///   - newElement: Makes the element for each inserted index path, in ascending order.
    @discardableResult
    public mutating func applyBatchUpdate(
        _ items: [UpdateItem], inserting newElement: (IndexPath) -> Element
    ) throws(BatchUpdateError) -> UpdatePlan {
        var countAfter = count
        for item in items {
            switch item.action {
            case .insert: countAfter += 1
            case .delete: countAfter -= 1
            case .reload, .move: break
            }
        }
        // A negative count can only come from bad deletes; let validation name them instead.
        let plan = try UpdatePlan.validate(
            items, itemCountsBefore: [count], itemCountsAfter: [Swift.max(countAfter, 0)])
        plan.apply(to: &self, inserting: newElement)
        return plan
    }
}
