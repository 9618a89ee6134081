import TesseraKit
import TesseraPhotoIndex

/// The timeline's `/` filter: TesseraKit's ``Arrangement`` (the field, the status line's
/// `3 of 12 · /sam`), the whole timeline the filter narrows, and its photos' names interned in the
/// background (a ``BackgroundNameIndex``), so that a keystroke matches the distinct names once and reads
/// one entry per photo — at 100,000 photos no name is folded on the main thread. The screen starts the
/// interning once a whole timeline stays (not for each of the timelines an index run shows every half
/// second), or at the first key typed; a key typed before the index is ready is answered by a linear
/// scan, the same photos, with "indexing…" after the field.
struct TimelineFiltering {
    /// The field and the matching, as on an album's Feed.
    var arrangement = Arrangement(order: TimelineOrder.byDate, name: \TimelineItem.photo.name)
    /// Every photo by date, before the filter; `nil` until the screen first takes it.
    private(set) var unfiltered: Timeline?
    /// The positions in ``unfiltered`` of the photos shown, ascending; `nil` while every photo is.
    var shownPositions: [Int]?
    /// Whether the screen's diffable data source is behind its view: it is not made before the first
    /// change, and a filter keystroke shows its change as a merge of positions; the snapshot is made
    /// again only when the index next brings a change.
    var snapshotIsStale = false
    /// The names of ``unfiltered``'s photos, interned on a worker since ``startNameIndex()``.
    private(set) var nameIndex: BackgroundNameIndex?
    /// A photo's name as the background index reads it: its file name. (A test holds the index back
    /// here, to see the screen a key typed before the index is ready gives.)
    var indexedName: @Sendable (TimelineItem) -> String = { $0.photo.name }
    /// Called on the worker once the names are interned: the run loop's wake-up.
    private var onIndexReady: @Sendable () -> Void = {}
    /// Matches the names by position, incrementally; made at the first query after ``unfiltered`` changes.
    private var names: NameFilter?

    /// Takes `whole` as the timeline the filter narrows; when its photos differ from those taken before,
    /// their names' index is dropped (``startNameIndex()`` makes the next; `onIndexReady` is called on
    /// its worker once it is done: the run loop's wake-up, so "indexing…" goes).
    mutating func take(_ whole: Timeline, onIndexReady: @escaping @Sendable () -> Void) {
        self.onIndexReady = onIndexReady
        guard whole != unfiltered else { return }
        unfiltered = whole
        shownPositions = nil
        names = nil
        nameIndex = nil
    }

    /// Starts interning the names of ``unfiltered``'s photos on a worker, unless that has started.
    mutating func startNameIndex() {
        guard nameIndex == nil, let whole = unfiltered else { return }
        let items = whole.items
        let name = indexedName
        nameIndex = BackgroundNameIndex(count: items.count, name: { name(items[$0]) }, onReady: onIndexReady)
    }

    /// The positions in ``unfiltered`` whose names the filter matches now, ascending; `nil` when there is
    /// no filter (or nothing typed): every photo.
    mutating func matchingPositions() -> [Int]? {
        guard let text = arrangement.filter?.text, !text.isEmpty, let whole = unfiltered else {
            return nil
        }
        startNameIndex()
        if names == nil, let nameIndex {
            let items = whole.items
            names = NameFilter(
                count: items.count, background: nameIndex, key: { $0 }, name: { items[$0].photo.name })
        }
        return names?.positions(matching: FuzzyQuery(text))
    }

    /// Whether the last query was answered by a linear scan, the name index still being built.
    var isIndexing: Bool { arrangement.filter != nil && names?.isScanningWithoutIndex == true }

    /// The field while it is open, for the status line, with "indexing…" after it while ``isIndexing``.
    var textField: String? {
        arrangement.textField.map {
            isIndexing ? "\($0) \(ArrangedList<TimelineOrder, Int>.indexingNote)" : $0
        }
    }

    /// Blocks until the names of the whole timeline are interned: headless runs wait, so their screens
    /// never say "indexing…" by chance.
    func waitForNameIndex() {
        nameIndex?.wait()
    }
}
