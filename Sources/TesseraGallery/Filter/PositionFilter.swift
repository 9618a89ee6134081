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

    /// A filter over `count` items of `source` whose names `background` indexes by id (`id` gives each
    /// position's), showing all of them until something is typed; `name` gives the names of positions it
    /// does not hold, and answers queries typed before it is ready.
    init(
        source: Source, count: Int, order: ListFilterOrder = .list, background: BackgroundNameIndex,
        id: @escaping (Int) -> Int, name: @escaping (Int) -> String
    ) {
        self.source = source
        matcher = ListFilter(count: count, order: order, background: background, id: id, name: name)
        shown = Array(0..<count)
    }

    /// The field as the status line shows it while editing, with "indexing…" after it while the last
    /// query was answered without the name index (still being built).
    var editingText: String? {
        field.editingText.map { matcher.isScanningWithoutIndex ? "\($0) \(Self.indexingNote)" : $0 }
    }

    /// What the status line says while queries are answered without the name index.
    static var indexingNote: String { "indexing…" }
}
