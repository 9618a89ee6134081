/// Marks one longest strictly increasing subsequence of `values`: `true` at the positions it takes.
///
/// Patience sorting: `tails[k]` is the position of the smallest value that ends an increasing subsequence of
/// length `k + 1`; each value either extends the longest (checked first, O(1), so an already increasing
/// sequence costs O(n)) or replaces the first tail not below it (a binary search). O(n log n) time, O(n)
/// space.
func longestIncreasingSubsequence(of values: [Int32]) -> [Bool] {
    var previous = [Int32](repeating: -1, count: values.count)
    var tails: [Int32] = []
    // `values[tails[k]]`, kept alongside so that the binary search reads one small array. As `Int`s: the
    // compiler turns the branch-free comparison of two sign-extended `Int32`s back into a branch.
    var tailValues: [Int] = []
    values.withUnsafeBufferPointer { values in
        previous.withUnsafeMutableBufferPointer { previous in
            for position in values.indices {
                let value = Int(values[position])
                if let last = tailValues.last, last >= value {
                    let slot = firstTail(notBelow: value, in: tailValues)
                    if slot > 0 { previous[position] = tails[slot - 1] }
                    tails[slot] = Int32(truncatingIfNeeded: position)
                    tailValues[slot] = value
                } else {
                    previous[position] = tails.last ?? -1
                    tails.append(Int32(truncatingIfNeeded: position))
                    tailValues.append(value)
                }
            }
        }
    }
    var taken = [Bool](repeating: false, count: values.count)
    var position = Int(tails.last ?? -1)
    while position >= 0 {
        taken[position] = true
        position = Int(previous[position])
    }
    return taken
}

/// The index of the first of `tails` (ascending, the last one not below `value`) that is not below
/// `value`: a binary search without branches on the comparisons, which are unpredictable (with them, at a
/// million shuffled values, the search took twice as long).
private func firstTail(notBelow value: Int, in tails: [Int]) -> Int {
    var base = 0
    var count = tails.count
    while count > 1 {
        let half = count / 2
        // All ones when the tail is below `value` (the difference is negative), else zero.
        let below = (tails[base + half - 1] &- value) >> (Int.bitWidth - 1)
        base += half & below
        count -= half
    }
    return base
}
