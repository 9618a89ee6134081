/// Marks one longest strictly increasing subsequence of `values`: `true` at the positions it takes.
///
/// Patience sorting: `tails[k]` is the position of the smallest value that ends an increasing subsequence of
/// length `k + 1`; each value either extends the longest (checked first, O(1), so an already increasing
/// sequence costs O(n)) or replaces the first tail not below it (a binary search). O(n log n) time, O(n)
/// space.
func longestIncreasingSubsequence(of values: [Int]) -> [Bool] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        if let last = tails.last, values[last] >= value {
            let slot = tails.partitioningIndex { values[$0] >= value }
            if slot > 0 { previous[position] = tails[slot - 1] }
            tails[slot] = position
        } else {
            previous[position] = tails.last ?? -1
            tails.append(position)
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
