/// Narrows a list by a ``FuzzyQuery`` as the person types, incrementally: when the new query extends the
/// previous one, only the previous matches are tried again; Backspace to a query typed before is a
/// lookup.
///
/// The list is given by its names, interned in a ``NameIndex``, so a list of a million generated people
/// with a few thousand distinct names matches each distinct name once per keystroke and then looks up
/// every position — no string work per item. The index is built at the first query, or comes from a
/// ``BackgroundNameIndex`` started earlier; a query asked before that one is ready is answered by a
/// linear scan of the names (``isScanningWithoutIndex``), with the same result.
public struct NameFilter {
    private let count: Int
    private let name: (Int) -> String
    /// Which matches come first.
    public let order: ListFilterOrder
    /// Where the index comes from: built here at the first query, or from the background by key.
    private let source: IndexSource
    /// The distinct names, folded, and each position's offset into them, once there is an index.
    private var index: NameIndex?
    /// What recent queries matched: each distinct name's score (`nil`: no match) and the positions
    /// (ascending), newest last — so Backspace back to a query typed before costs a lookup.
    private var recent: [(query: FuzzyQuery, scores: [Int32?], positions: [Int])] = []
    /// How many queries ``recent`` keeps.
    private static let recentLimit = 32
    /// The last query answered by a linear scan, and what it matched, while the index was not ready.
    private var lastScan: (query: FuzzyQuery, matches: [(position: Int, score: Int32)])?

    private enum IndexSource {
        case builtAtFirstQuery
        case background(BackgroundNameIndex, keys: () -> [Int])
    }

    /// A filter over `count` positions whose names `name` gives; the index is built at the first query.
    public init(count: Int, order: ListFilterOrder = .list, name: @escaping (Int) -> String) {
        self.count = count
        self.order = order
        self.name = name
        source = .builtAtFirstQuery
    }

    /// A filter over `count` positions whose names `name` gives, indexed by `background`, whose keys
    /// identify what stands at each position (`key`); positions whose key it does not hold are indexed by
    /// their name, and `name` answers the queries asked before `background` is ready.
    public init(
        count: Int, order: ListFilterOrder = .list, background: BackgroundNameIndex,
        key: @escaping (Int) -> Int, name: @escaping (Int) -> String
    ) {
        self.init(
            count: count, order: order, background: background, keys: { (0..<count).map(key) }, name: name)
    }

    /// A filter over `count` positions whose names `name` gives, indexed by `background`; `keys` gives
    /// the key of what stands at every position at once, asked once, when the index is first used (a
    /// list that keeps its items' keys, or works them out in one loop, spares a call per position).
    public init(
        count: Int, order: ListFilterOrder = .list, background: BackgroundNameIndex,
        keys: @escaping () -> [Int], name: @escaping (Int) -> String
    ) {
        self.count = count
        self.order = order
        self.name = name
        source = .background(background, keys: keys)
    }

    /// Whether the last query was answered by a linear scan and the index is still not ready: what a
    /// status line says as "indexing…".
    public var isScanningWithoutIndex: Bool {
        guard index == nil, lastScan != nil, case .background(let background, _) = source else {
            return false
        }
        return !background.isReady
    }

    /// The positions whose names match `query`: ascending (in the list's order), or best first.
    public mutating func positions(matching query: FuzzyQuery) -> [Int] {
        guard !query.isEmpty else {
            lastScan = nil
            return Array(0..<count)
        }
        guard let index = readyIndex() else {
            // A scan stops when the index arrives meanwhile; the index answers then.
            if let scanned = scanLinearly(query) { return scanned }
            return positions(matching: query)
        }
        lastScan = nil
        let result: (scores: [Int32?], positions: [Int])
        if let known = recent.last(where: { $0.query == query }) {
            result = (known.scores, known.positions)
        } else if let shorter = recent.last(where: { query.narrows($0.query) }) {
            // Only the names and positions the shorter query matched can match.
            var scores = [Int32?](repeating: nil, count: index.names.count)
            for (name, score) in shorter.scores.enumerated() where score != nil {
                scores[name] = query.match(index.names[name]).map { Int32($0.score) }
            }
            result = (scores, Self.matched(shorter.positions, scores: scores, keys: index.keys))
        } else {
            let scores = index.names.map { query.match($0).map { Int32($0.score) } }
            result = (scores, Self.matched(nil, scores: scores, keys: index.keys))
        }
        recent.removeAll { $0.query == query }
        recent.append((query, result.scores, result.positions))
        if recent.count > Self.recentLimit { recent.removeFirst() }
        guard order == .score else { return result.positions }
        return ordered(result.positions.map { ($0, result.scores[Int(index.keys[$0])] ?? 0) })
    }

    /// The index by position: built now, or made from the background one once it is ready (`nil` before).
    private mutating func readyIndex() -> NameIndex? {
        if let index { return index }
        switch source {
        case .builtAtFirstQuery:
            index = NameIndex(count: count, name: name)
        case .background(let background, let keys):
            guard let byKey = background.index else { return nil }
            index = byKey.byPosition(keys: keys(), name: name)
        }
        return index
    }

    /// The positions among `candidates` (ascending; `nil`: every position of `keys`) whose name has a
    /// score: one read of `keys` and of `scores` per position, in a loop over their buffers.
    private static func matched(_ candidates: [Int]?, scores: [Int32?], keys: [Int32]) -> [Int] {
        var matched: [Int] = []
        scores.withUnsafeBufferPointer { scores in
            keys.withUnsafeBufferPointer { keys in
                guard let candidates else {
                    for (position, key) in keys.enumerated() where scores[Int(key)] != nil {
                        matched.append(position)
                    }
                    return
                }
                candidates.withUnsafeBufferPointer { candidates in
                    for position in candidates where scores[Int(keys[position])] != nil {
                        matched.append(position)
                    }
                }
            }
        }
        return matched
    }

    /// Matches every name afresh (only the last scan's matches when the query extends its query), each
    /// distinct name folded once per scan: the answer while the index is being built. `nil` when the
    /// index arrived during the scan (looked for every ``scanStride`` positions): it answers faster.
    private mutating func scanLinearly(_ query: FuzzyQuery) -> [Int]? {
        let candidates: [Int]
        if let lastScan, query.narrows(lastScan.query) {
            candidates = lastScan.matches.map(\.position)
        } else {
            candidates = Array(0..<count)
        }
        var scoresByName: [String: Int32?] = [:]
        var matches: [(position: Int, score: Int32)] = []
        for (scanned, position) in candidates.enumerated() {
            if scanned % Self.scanStride == Self.scanStride - 1, indexArrived { return nil }
            let text = name(position)
            let score: Int32?
            if let known = scoresByName[text] {
                score = known
            } else {
                score = query.match(FoldedText(text)).map { Int32($0.score) }
                scoresByName[text] = score
            }
            if let score { matches.append((position, score)) }
        }
        lastScan = (query, matches)
        return ordered(matches)
    }

    /// How many positions a scan matches between looks at whether the index has arrived.
    private static let scanStride = 65_536

    /// Whether the background index is ready now.
    private var indexArrived: Bool {
        guard case .background(let background, _) = source else { return false }
        return background.isReady
    }

    /// The matched positions (ascending) in the filter's order: as they are, or best score first with
    /// ties in the list's order.
    private func ordered(_ matches: [(position: Int, score: Int32)]) -> [Int] {
        guard order == .score else { return matches.map(\.position) }
        return matches.sorted { ($0.score, -$0.position) > ($1.score, -$1.position) }.map(\.position)
    }
}
