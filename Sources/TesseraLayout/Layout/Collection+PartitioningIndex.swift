extension RandomAccessCollection {
    /// The index of the first element for which `predicate` holds, in a collection where it holds for a
    /// suffix (a binary search, O(log n)); `endIndex` when it holds for none.
    func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
