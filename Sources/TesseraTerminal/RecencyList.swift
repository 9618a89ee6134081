/// Pair numbers in order of last use, oldest first: append, remove and move to the end in O(1).
struct RecencyList {
    private var previous: [Int32: Int32] = [:]
    private var next: [Int32: Int32] = [:]
    private var head: Int32?
    private var tail: Int32?

    /// The least recently used number.
    var first: Int32? { head }

    /// Adds `number` as the most recently used; it must not be in the list.
    mutating func append(_ number: Int32) {
        if let tail {
            next[tail] = number
            previous[number] = tail
        } else {
            head = number
        }
        tail = number
    }

    /// Removes `number` if it is in the list.
    mutating func remove(_ number: Int32) {
        guard head == number || previous[number] != nil else { return }
        let before = previous.removeValue(forKey: number)
        let after = next.removeValue(forKey: number)
        if let before { next[before] = after } else { head = after }
        if let after { previous[after] = before } else { tail = before }
    }

    /// Makes `number`, which must be in the list, the most recently used.
    mutating func moveToEnd(_ number: Int32) {
        guard tail != number else { return }
        remove(number)
        append(number)
    }
}
