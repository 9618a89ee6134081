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
    /// The last query and what it matched: distinct names with their matches, and the positions
    /// (ascending).
    private var last: (query: FuzzyQuery, names: [Int32: FuzzyMatch], positions: [Int])?

    /// A filter over `count` positions whose names `name` gives.
    init(count: Int, order: Order = .list, name: @escaping (Int) -> String) {
        self.count = count
        self.order = order
        self.name = name
    }

    /// The positions whose names match `query`, ascending (in the list's order) or best first.
    mutating func positions(matching query: FuzzyQuery) -> [Int] {
        guard !query.isEmpty else {
            last = nil
            return Array(0..<count)
        }
        let index = self.index ?? buildIndex()
        var names: [Int32: FuzzyMatch] = [:]
        let candidates: [Int32]
        if let last, query.narrows(last.query) {
            candidates = Array(last.names.keys)
        } else {
            candidates = Array(0..<Int32(index.names.count))
        }
        for candidate in candidates {
            if let match = query.match(index.names[Int(candidate)]) { names[candidate] = match }
        }
        let positions: [Int]
        if let last, query.narrows(last.query) {
            positions = last.positions.filter { names[index.positions[$0]] != nil }
        } else {
            positions = (0..<count).filter { names[index.positions[$0]] != nil }
        }
        last = (query, names, positions)
        guard order == .score else { return positions }
        let scored = positions.map { (position: $0, score: names[index.positions[$0]]?.score ?? 0) }
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
