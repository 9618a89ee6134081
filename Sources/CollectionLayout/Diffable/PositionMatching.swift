/// Which old item each new item is, by *flat* position: an item's place when a snapshot's sections are
/// read one after another. What the keyed diff finds by hashing, and all the rest of the diff needs.
@usableFromInline
struct PositionMatching {
    /// For each old item, whether a new item matched it (`false`: it is deleted).
    @usableFromInline var matched: [Bool]
    /// For each new item, its old position, or −1 when it is inserted.
    @usableFromInline var oldPositionOfNew: [Int]

    /// No item matched yet: `oldCount` items all deleted, `newCount` items all inserted.
    @usableFromInline
    init(oldCount: Int, newCount: Int) {
        matched = Array(repeating: false, count: oldCount)
        oldPositionOfNew = Array(repeating: -1, count: newCount)
    }
}
