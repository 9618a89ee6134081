/// The distinct names of a list, each folded once, and which of them each key (a position, or an item's
/// id) has: a million generated people share a few tens of thousands of names, so a query matches the
/// distinct names and then reads one array entry per key.
///
///     let index = NameIndex(count: 4) { ["Ann", "Bo", "Ann", "Cy"][$0] }
///     index.names.count   // 3: "Ann" is folded once
///     index.keys          // [0, 1, 0, 2]
public struct NameIndex: Sendable {
    /// The distinct names, folded.
    public private(set) var names: [FoldedText]
    /// For each key, its name's offset in ``names``.
    public private(set) var keys: [Int32]

    /// Interns the names of the keys `0..<count`, read through `name` once each.
    public init(count: Int, name: (Int) -> String) {
        var interner = Interner(names: [])
        var keys = [Int32](repeating: 0, count: count)
        for key in 0..<count { keys[key] = interner.intern(name(key)) }
        self.names = interner.names
        self.keys = keys
    }

    /// An index over `count` positions made from this one, whose keys identify what stands at each
    /// position: position `p` has the name of key `key(p)` when this index holds that key, else its own
    /// `name(p)`, folded and added (items that came after the index was built).
    public func byPosition(count: Int, key: (Int) -> Int, name: (Int) -> String) -> NameIndex {
        byPosition(keys: (0..<count).map(key), name: name)
    }

    /// An index over the positions of `keys`, which gives the key of what stands at each position, as
    /// ``byPosition(count:key:name:)`` makes it: one array read per position where this index holds the
    /// key, else `name(position)` folded and added.
    public func byPosition(keys positionKeys: [Int], name: (Int) -> String) -> NameIndex {
        var interner = Interner(names: names)
        var positions = [Int32](repeating: 0, count: positionKeys.count)
        keys.withUnsafeBufferPointer { known in
            positionKeys.withUnsafeBufferPointer { positionKeys in
                positions.withUnsafeMutableBufferPointer { positions in
                    for (position, key) in positionKeys.enumerated() {
                        positions[position] =
                            key >= 0 && key < known.count ? known[key] : interner.intern(name(position))
                    }
                }
            }
        }
        return NameIndex(names: interner.names, keys: positions)
    }

    private init(names: [FoldedText], keys: [Int32]) {
        self.names = names
        self.keys = keys
    }

    /// Folds each distinct name once; the names it starts with are taken as they are (not looked up).
    private struct Interner {
        var names: [FoldedText]
        private var known: [String: Int32] = [:]

        init(names: [FoldedText]) {
            self.names = names
        }

        /// The offset of `text` in ``names``, folding and adding it the first time it is seen.
        mutating func intern(_ text: String) -> Int32 {
            if let offset = known[text] { return offset }
            let offset = Int32(names.count)
            known[text] = offset
            names.append(FoldedText(text))
            return offset
        }
    }
}
