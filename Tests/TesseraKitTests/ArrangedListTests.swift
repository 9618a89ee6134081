import TesseraCanvas
import TesseraKit
import TesseraLayout
import TesseraView
import SystemTestSupport
import Testing

/// A row of a test list.
private struct Row: Equatable {
    var id: Int
    var name: String
    var weight: Int
}

/// The orders of the test list: its own, by name, heaviest first.
private enum RowOrder: ArrangementOrder {
    case given, name, heaviest

    var label: String? { self == .given ? nil : "\(self)" }

    func isBefore(_ a: Row, _ b: Row) -> Bool? {
        switch self {
        case .given: nil
        case .name: a.name < b.name
        case .heaviest: a.weight > b.weight
        }
    }
}

/// Draws each row's name on its line.
private struct Rows: CollectionViewDataSource {
    let rows: [Row]

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        guard rows.indices.contains(cell.indexPath.item) else { return }
        canvas.write(rows[cell.indexPath.item].name, in: cell.frame)
    }
}

/// A one-column list view, one row per item.
private func listView(count: Int, rows: Int = 6) -> CollectionView {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 20 * Raster.pointsPerColumn, height: Raster.pointsPerRow)
    layout.minimumLineSpacing = 0
    var view = CollectionView(layout: layout, itemCounts: [count])
    view.setViewport(CellRect(column: 0, row: 0, width: 20, height: rows))
    return view
}

/// `ArrangedList`: whatever is typed, sorted or replaced, it shows what `Arrangement.arrange` gives,
/// and its view holds as many items, animated or shown at once with the focus kept.
@Suite struct ArrangedListTests {
    /// Random sessions of keys and new data, with and without a background index, in both match orders
    /// and with small and unbounded animation limits: after every step the list shows exactly what
    /// matching and sorting every item afresh gives, and the view agrees on the count.
    @Test(arguments: 0..<16) func everyStepShowsWhatArrangingAfreshShows(seed: UInt64) {
        var random = SplitMix(seed: seed)
        func randomRows(_ count: Int, startingAt first: Int) -> [Row] {
            (0..<count).map {
                Row(
                    id: first + $0, name: sampleNames.randomElement(using: &random)!,
                    weight: Int.random(in: 0..<5, using: &random))
            }
        }
        let rows = randomRows(Int.random(in: 0..<60, using: &random), startingAt: 0)
        let matchOrder = ListFilterOrder.allCases.randomElement(using: &random)!
        let indexed = Bool.random(using: &random)
        let index = BackgroundNameIndex(count: rows.count, name: { [rows] in rows[$0].name })
        var list =
            indexed
            ? ArrangedList(
                rows, order: RowOrder.given, name: \.name, matchOrder: matchOrder, identifier: \.id,
                nameIndex: index, key: \.id)
            : ArrangedList(
                rows, order: RowOrder.given, name: \.name, matchOrder: matchOrder, identifier: \.id)
        list.largestAnimatedChange = Bool.random(using: &random) ? 4 : .max
        var view = listView(count: rows.count)
        var nextID = 1_000
        for step in 0..<30 {
            let animated = Bool.random(using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0: list.beginFilter()
            case 1: list.sortByNextOrder(in: &view, animated: animated, cells: Rows.init)
            case 2: _ = list.clearFilter(in: &view, animated: animated, cells: Rows.init)
            case 3:
                var next = list.all.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
                for index in next.indices where Int.random(in: 0..<5, using: &random) == 0 {
                    next[index].weight += 1
                }
                next += randomRows(Int.random(in: 0..<4, using: &random), startingAt: nextID)
                nextID += 10
                list.replaceAll(next, in: &view, animated: animated, cells: Rows.init)
            case 4: _ = list.handleTextKey(.backspace, in: &view, animated: animated, cells: Rows.init)
            case 5: view.moveFocus(.down)
            default:
                let key = Key.character(Array("maoesé山 ").randomElement(using: &random)!)
                _ = list.handleTextKey(key, in: &view, animated: animated, cells: Rows.init)
            }
            view.finishAnimation()
            let expected = list.arrangement.arrange(list.all)
            #expect(list.shown == expected, "seed \(seed), step \(step)")
            #expect(view.itemCounts == [list.shown.count], "seed \(seed), step \(step)")
        }
    }

    /// Items of plain bytes (copied as such when shown) and with references (copied one by one), sorted
    /// and filtered through a background index keyed by id: every keystroke shows what arranging afresh
    /// shows, in the right order, with each item's own bytes.
    @Test(arguments: 0..<8) func plainAndReferenceItemsAreShownWhole(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let rows = (0..<Int.random(in: 1..<300, using: &random)).map {
            PlainRow(
                id: Int32($0), name: UInt8.random(in: 0..<UInt8(sampleNames.count), using: &random),
                isMarked: Bool.random(using: &random))
        }
        let index = BackgroundNameIndex(count: rows.count, name: { sampleNames[Int(rows[$0].name)] })
        var plain = ArrangedList(
            rows, order: PlainRowOrder.given, name: { sampleNames[Int($0.name)] }, identifier: \.id,
            nameIndex: index, key: { Int($0.id) })
        var boxed = ArrangedList(
            rows.map { [$0] }, order: OwnOrder<[PlainRow]>.own, name: { sampleNames[Int($0[0].name)] },
            identifier: { $0[0].id })
        var view = listView(count: rows.count)
        var boxedView = listView(count: rows.count)
        index.wait()
        if Bool.random(using: &random) {
            plain.sortByNextOrder(in: &view, animated: false, cells: PlainRows.init)
        }
        plain.beginFilter()
        boxed.beginFilter()
        for _ in 0..<10 {
            let key: Key =
                Int.random(in: 0..<4, using: &random) == 0
                ? .backspace : .character(Array("maoesé山 ").randomElement(using: &random)!)
            _ = plain.handleTextKey(key, in: &view, animated: false, cells: PlainRows.init)
            _ = boxed.handleTextKey(
                key, in: &boxedView, animated: false, cells: { PlainRows(rows: $0.map { $0[0] }) })
            #expect(plain.shown == plain.arrangement.arrange(plain.all), "seed \(seed)")
            #expect(boxed.shown == boxed.arrangement.arrange(boxed.all), "seed \(seed)")
        }
    }

    /// Narrowing a long list past the limit shows at once and keeps the focused row focused; a small
    /// change animates as deletes and inserts.
    @Test func aChangePastTheLimitShowsAtOnceKeepingTheFocus() {
        let rows = (0..<10_000).map { Row(id: $0, name: $0 == 7_000 ? "Samir" : "Bo \($0)", weight: 0) }
        var list = ArrangedList(rows, order: RowOrder.given, name: \.name, identifier: \.id)
        list.largestAnimatedChange = 100
        var view = listView(count: rows.count)
        view.focus(IndexPath(item: 7_000))
        list.beginFilter()
        for character in "sa" {
            _ = list.handleTextKey(.character(character), in: &view, animated: true, cells: Rows.init)
        }
        #expect(list.shown.map(\.name) == ["Samir"])
        #expect(!view.isAnimating, "9,999 deletes are not animated")
        #expect(view.focusedItem == IndexPath(item: 0), "Samir stays focused")
        _ = list.handleTextKey(.backspace, in: &view, animated: true, cells: Rows.init)
        _ = list.handleTextKey(.backspace, in: &view, animated: true, cells: Rows.init)
        #expect(list.shown.count == 10_000)
        #expect(view.focusedItem == IndexPath(item: 7_000), "and stays focused as the list widens")
        list.largestAnimatedChange = .max
        _ = list.handleTextKey(.character("9"), in: &view, animated: true, cells: Rows.init)
        #expect(view.isAnimating, "a change within the limit animates")
    }

    /// A screen that applied a batch itself hands the list the items its view shows: they become the
    /// list's own order, unfiltered.
    @Test func itemsAlreadyShownBecomeTheListsOwnOrder() {
        let rows = (0..<5).map { Row(id: $0, name: sampleNames[$0], weight: 5 - $0) }
        var list = ArrangedList(rows, order: RowOrder.given, name: \.name, identifier: \.id)
        var view = listView(count: rows.count)
        list.sortByNextOrder(in: &view, animated: false, cells: Rows.init)
        #expect(list.arrangement.order == .name)
        let updated = Array(list.shown.reversed().dropFirst())
        list.replaceAll(alreadyShown: updated)
        #expect(list.arrangement.order == .given)
        #expect(list.all == updated && list.shown == updated)
        list.beginFilter()
        _ = list.handleTextKey(.character("a"), in: &view, animated: false, cells: Rows.init)
        #expect(list.shown == updated.filter { FuzzyQuery("a").match(FoldedText($0.name)) != nil })
    }

    /// Before the background index is ready a query is answered by a scan, the same rows, and the field
    /// says "indexing…"; once it is ready, the note goes.
    @Test func aQueryBeforeTheIndexIsReadySaysIndexing() {
        let rows = (0..<40).map { Row(id: $0, name: sampleNames[$0 % sampleNames.count], weight: 0) }
        let gate = Gate()
        defer { gate.open() }
        let index = BackgroundNameIndex(
            count: rows.count,
            name: {
                gate.pass()
                return rows[$0].name
            })
        var list = ArrangedList(
            rows, order: RowOrder.given, name: \.name, identifier: \.id, nameIndex: index, key: \.id)
        var view = listView(count: rows.count)
        list.beginFilter()
        _ = list.handleTextKey(.character("s"), in: &view, animated: false, cells: Rows.init)
        #expect(list.isIndexing)
        #expect(list.textField == "/s▏ indexing…")
        let scanned = list.shown
        gate.open()
        index.wait()
        _ = list.handleTextKey(.character("a"), in: &view, animated: false, cells: Rows.init)
        _ = list.handleTextKey(.backspace, in: &view, animated: false, cells: Rows.init)
        #expect(!list.isIndexing)
        #expect(list.textField == "/s▏")
        #expect(list.shown == scanned)
    }

    /// An order declared with string raw values is labelled by them; the first (empty) is the list's own.
    @Test func aStringOrderIsLabelledByItsRawValue() {
        #expect(Shelf.own.label == nil && Shelf.tallest.label == "tallest first")
        #expect(Shelf.tallest.arrangedPositions(of: [1, 3, 2, 3]) == [1, 3, 2, 0], "ties keep their order")
        #expect(Shelf.own.arrangedPositions(of: [1, 3, 2]) == nil)
        #expect(OwnOrder<Int>.allCases == [.own] && OwnOrder<Int>.own.label == nil)
    }
}

/// Heights on a shelf, as they stand or tallest first.
private enum Shelf: String, ArrangementOrder {
    case own = ""
    case tallest = "tallest first"

    func isBefore(_ a: Int, _ b: Int) -> Bool? { self == .own ? nil : a > b }
}

/// A row of plain bytes: its id, which of `sampleNames` it has, and a mark.
private struct PlainRow: Equatable {
    var id: Int32
    var name: UInt8
    var isMarked: Bool
}

/// The plain rows as they come, or by id, largest first.
private enum PlainRowOrder: ArrangementOrder {
    case given, largestID

    var label: String? { self == .given ? nil : "largest id" }

    func isBefore(_ a: PlainRow, _ b: PlainRow) -> Bool? { self == .given ? nil : a.id > b.id }
}

/// Draws each plain row's name on its line.
private struct PlainRows: CollectionViewDataSource {
    let rows: [PlainRow]

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        guard rows.indices.contains(cell.indexPath.item) else { return }
        canvas.write(sampleNames[Int(rows[cell.indexPath.item].name)], in: cell.frame)
    }
}
