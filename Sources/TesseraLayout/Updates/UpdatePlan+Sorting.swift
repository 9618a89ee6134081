extension UpdatePlan {
    /// `moves` in ascending order of one end: the source (with `itemCounts` before the batch) or the
    /// destination (with the counts after it).
    ///
    /// When there are many moves for the items (a shuffle), each is placed by its end's flat position —
    /// O(m + n) for m moves among n items, and n ≤ 16 m — where a comparison sort of a million moves took
    /// a fifth of a second; otherwise they are sorted, O(m log m) (and O(m) when already in order).
    ///
    /// - Precondition: the moves are valid for the counts: ends in range, no end twice.
    static func sorted(_ moves: [Move], by end: Move.End, itemCounts: [Int]) -> [Move] {
        let starts = SectionStarts(counts: itemCounts)
        guard starts.itemCount <= 16 * moves.count, moves.count < Int32.max else {
            return moves.sorted { $0[end] < $1[end] }
        }
        var moveAt = [Int32](repeating: -1, count: starts.itemCount)
        for (index, move) in moves.enumerated() {
            moveAt[starts.flatPosition(of: move[end])] = Int32(truncatingIfNeeded: index)
        }
        var sorted: [Move] = []
        sorted.reserveCapacity(moves.count)
        for index in moveAt where index >= 0 { sorted.append(moves[Int(index)]) }
        return sorted
    }
}
