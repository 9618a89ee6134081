extension CollectionView {
    /// `elements` in the order to draw them: lowest z-index first, and in their given order among equal
    /// z-indices (a stable sort).
    ///
    /// When the z-indices never decrease — as for a region query whose items all share one z-index — the
    /// elements are already in that order and are returned as they are, without sorting: an O(n) check.
    static func drawingOrder<Element>(_ elements: [Element], zIndex: (Element) -> Int) -> [Element] {
        let isOrdered = zip(elements, elements.dropFirst()).allSatisfy { zIndex($0) <= zIndex($1) }
        guard !isOrdered else { return elements }
        return elements.enumerated()
            .sorted { (zIndex($0.element), $0.offset) < (zIndex($1.element), $1.offset) }
            .map(\.element)
    }
}
