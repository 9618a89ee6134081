/// The order of a filtered list (`--filter-order`).
public enum ListFilterOrder: String, CaseIterable, Sendable {
    /// The list's own order.
    case list
    /// Better matches first (ties keep the list order).
    case score
}

/// Narrows a list by a ``FuzzyQuery`` as the person types, incrementally: when the new query extends the
/// previous one, only the previous matches are tried again.
///
/// The list is given by its names, read through `name(atPosition:)` once each and interned, so a list of a
/// million generated people with a few thousand distinct names matches each distinct name once per
/// keystroke and then looks up every position — no string work per item after the first keystroke.
struct ListFilter {
    /// Which names to show first.
    typealias Order = ListFilterOrder

    private let count: Int
    private let name: (Int) -> String
    private let order: Order
    /// The distinct names, folded, and each position's index into them; built at the first query.
    private var index: (names: [FoldedText], positions: [Int32])?
    /// What recent queries matched: each distinct name's score (`nil`: no match) and the positions
    /// (ascending), newest last — so Backspace back to a query typed before costs a lookup.
    private var recent: [(query: FuzzyQuery, scores: [Int32?], positions: [Int])] = []
    /// How many queries ``recent`` keeps.
    private static let recentLimit = 32

    /// A filter over `count` positions whose names `name` gives.
    init(count: Int, order: Order = .list, name: @escaping (Int) -> String) {
        self.count = count
        self.order = order
        self.name = name
    }

    /// The positions whose names match `query`, ascending (in the list's order) or best first.
    mutating func positions(matching query: FuzzyQuery) -> [Int] {
        guard !query.isEmpty else { return Array(0..<count) }
        let index = self.index ?? buildIndex()
        let result: (scores: [Int32?], positions: [Int])
        if let known = recent.last(where: { $0.query == query }) {
            result = (known.scores, known.positions)
        } else if let shorter = recent.last(where: { query.narrows($0.query) }) {
            // Only the names and positions the shorter query matched can match.
            var scores = [Int32?](repeating: nil, count: index.names.count)
            for (name, score) in shorter.scores.enumerated() where score != nil {
                scores[name] = query.match(index.names[name]).map { Int32($0.score) }
            }
            result = (scores, shorter.positions.filter { scores[Int(index.positions[$0])] != nil })
        } else {
            let scores = index.names.map { query.match($0).map { Int32($0.score) } }
            result = (scores, (0..<count).filter { scores[Int(index.positions[$0])] != nil })
        }
        recent.removeAll { $0.query == query }
        recent.append((query, result.scores, result.positions))
        if recent.count > Self.recentLimit { recent.removeFirst() }
        guard order == .score else { return result.positions }
        let scored = result.positions.map {
            (position: $0, score: result.scores[Int(index.positions[$0])] ?? 0)
        }
        return scored.sorted { ($0.score, -$0.position) > ($1.score, -$1.position) }.map(\.position)
    }

    private mutating func buildIndex() -> (names: [FoldedText], positions: [Int32]) {
        var distinct: [String: Int32] = [:]
        var names: [FoldedText] = []
        var positions = [Int32](repeating: 0, count: count)
        for position in 0..<count {
            let text = name(position)
            if let known = distinct[text] {
                positions[position] = known
            } else {
                let next = Int32(names.count)
                distinct[text] = next
                names.append(FoldedText(text))
                positions[position] = next
            }
        }
        let built = (names, positions)
        index = built
        return built
    }
}
