/// Which old item each new item is, by *flat* position: an item's place when a snapshot's sections are
/// read one after another. What the keyed diff finds by hashing, and all the rest of the diff needs.
@usableFromInline
struct PositionMatching {
    /// For each new item, its old position, or −1 when it is inserted.
    @usableFromInline let oldPositionOfNew: [Int]
    /// For each old item, whether a new item matched it (`false`: it is deleted).
    @usableFromInline private(set) var matched: [Bool]
    /// The new positions of the first two items matched to the same old one (the same identifier twice),
    /// if there are such.
    @usableFromInline private(set) var repeatedSource: (first: Int, second: Int)?

    /// The pairing given by the old position of each new item (−1 for none), among `oldCount` old items.
    @usableFromInline
    init(oldPositionOfNew: [Int], oldCount: Int) {
        self.oldPositionOfNew = oldPositionOfNew
        matched = Array(repeating: false, count: oldCount)
        for (position, old) in oldPositionOfNew.enumerated() where old >= 0 {
            if matched[old] {
                repeatedSource = (oldPositionOfNew[..<position].firstIndex(of: old) ?? position, position)
                return
            }
            matched[old] = true
        }
    }
}
