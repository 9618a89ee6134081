/// The `/` filter of a long list shown by position (Friends, a friend's Feed): the field, the incremental
/// matcher, and which positions of the unfiltered list are shown for the query last applied.
struct PositionFilter<Source> {
    /// The field in the status line.
    var field = FilterField()
    /// The list before filtering: what the screen builds the shown list from.
    let source: Source
    /// Matches names, incrementally.
    var matcher: ListFilter
    /// The positions in the unfiltered list shown now (ascending, or best first by score).
    var shown: [Int]
    /// The query last applied.
    var query = FuzzyQuery("")

    /// A filter over `count` items of `source` whose names `name` gives, showing all of them until
    /// something is typed.
    init(source: Source, count: Int, order: ListFilterOrder = .list, name: @escaping (Int) -> String) {
        self.source = source
        matcher = ListFilter(count: count, order: order, name: name)
        shown = Array(0..<count)
    }
}
