import TesseraCanvas
import TesseraLayout
import TesseraPhotoIndex
import TesseraShell
import TesseraView

/// The column at the timeline's right edge: a track as tall as the screen standing for the whole
/// timeline, each year's label where its photos begin, and a bright band where the screen is. A click on
/// it jumps there.
struct TimelineScrubber {
    /// The columns it takes: a year's four digits and the track.
    static let width = 5

    let timeline: Timeline
    let view: CollectionView

    /// Its cells on the screen: the right edge of the view's viewport.
    var area: CellRect {
        let viewport = view.viewport
        let width = min(Self.width, max(viewport.width, 0))
        return CellRect(
            column: viewport.maxColumn - width, row: viewport.row, width: width, height: viewport.height)
    }

    /// Draws the track, the band and the years.
    func draw(into canvas: inout Canvas) {
        let area = area
        guard area.width > 0, area.height > 0 else { return }
        canvas.fill(area, with: .plain)
        let band = rows(of: view.visibleRect)
        let track = area.maxColumn - 1
        for row in 0..<area.height {
            let inBand = band.contains(row)
            canvas.write(
                inBand ? "┃" : "│", in: CellRect(column: track, row: area.row + row, width: 1, height: 1),
                style: inBand ? Theme.scrubberThumb : Theme.scrubber)
        }
        var taken = Set<Int>()
        for (year, top) in yearStarts() {
            let row = self.row(of: top)
            guard !taken.contains(row), area.width > 1 else { continue }
            taken.insert(row)
            canvas.write(
                String(year),
                in: CellRect(column: area.column, row: area.row + row, width: area.width - 1, height: 1),
                style: band.contains(row) ? Theme.scrubberThumb : Theme.scrubber)
        }
    }

    /// The photo a click at `cell` jumps to (its place in display order): the first photo at the height
    /// of the timeline the row stands for; `nil` when the cell is not on the scrubber.
    func itemIndex(atScreenCell cell: CellPoint) -> Int? {
        let area = area
        guard area.contains(cell), !timeline.items.isEmpty else { return nil }
        let y = trackHeight * Double(cell.row - area.row) / Double(max(area.height, 1))
        let probe = Rect(x: 0, y: y, width: view.boundsSize.width, height: Raster.pointsPerRow)
        let first = view.layout.attributes(in: probe).filter { $0.kind == .cell }.min {
            $0.indexPath < $1.indexPath
        }
        guard let indexPath = first?.indexPath ?? nearestSectionStart(to: y) else { return nil }
        return timeline.sections[indexPath.section].items.lowerBound + indexPath.item
    }

    /// The first photo of the last section starting at or above `y`.
    private func nearestSectionStart(to y: Double) -> IndexPath? {
        let sections = timeline.sections.indices.filter { (view.layout.frame(ofSection: $0)?.minY ?? 0) <= y }
        return (sections.last ?? timeline.sections.indices.first).map { IndexPath(item: 0, section: $0) }
    }

    /// Each year on the timeline with the top of its newest month, in points.
    private func yearStarts() -> [(year: Int, top: Double)] {
        var starts: [(Int, Double)] = []
        for (index, section) in timeline.sections.enumerated() where starts.last?.0 != section.year {
            starts.append((section.year, view.layout.frame(ofSection: index)?.minY ?? 0))
        }
        return starts
    }

    /// The track's rows a stretch of the content covers.
    private func rows(of rect: Rect) -> Range<Int> {
        let first = row(of: rect.minY)
        return first..<max(row(of: rect.maxY - 0.5), first) + 1
    }

    /// The height the track stands for: the content's, or the screen's when the content is shorter (the
    /// labels then sit beside their months).
    private var trackHeight: Double {
        max(view.layout.contentSize.height, view.boundsSize.height, 1)
    }

    /// The track's row that stands for content height `y`.
    private func row(of y: Double) -> Int {
        let height = trackHeight
        let rows = max(area.height, 1)
        return min(max(Int(y / height * Double(rows)), 0), rows - 1)
    }
}
