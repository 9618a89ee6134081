/// Marks one longest strictly increasing subsequence of `values`: `true` at the positions it takes.
///
/// Patience sorting: `tails[k]` is the position of the smallest value that ends an increasing subsequence of
/// length `k + 1`; each value either extends the longest (checked first, O(1), so an already increasing
/// sequence costs O(n)) or replaces the first tail not below it (a binary search). O(n log n) time, O(n)
/// space.
func longestIncreasingSubsequence(of values: [Int]) -> [Bool] {
    var tails: [Int] = []
    // `values[tails[k]]`, kept alongside so that the binary search reads one small array.
    var tailValues: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        if let last = tailValues.last, last >= value {
            let slot = firstTail(notBelow: value, in: tailValues)
            if slot > 0 { previous[position] = tails[slot - 1] }
            tails[slot] = position
            tailValues[slot] = value
        } else {
            previous[position] = tails.last ?? -1
            tails.append(position)
            tailValues.append(value)
        }
    }
    var taken = [Bool](repeating: false, count: values.count)
    var position = tails.last ?? -1
    while position >= 0 {
        taken[position] = true
        position = previous[position]
    }
    return taken
}

/// The index of the first of `tails` (ascending, the last one not below `value`) that is not below `value`:
/// a binary search without branches on the comparisons, which are unpredictable.
private func firstTail(notBelow value: Int, in tails: [Int]) -> Int {
    var base = 0
    var count = tails.count
    while count > 1 {
        let half = count / 2
        base = tails[base + half - 1] < value ? base + half : base
        count -= half
    }
    return base
}
