import TesseraCanvas
import TesseraLayout
import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraShell
import TesseraView

/// Draws the timeline: each photo as the Feed draws it (its thumbnail, the focus frame, a video's badge,
/// its name when there is room), one cell per photo in the overview, and each month's header.
@MainActor
struct TimelineCells: @MainActor CollectionViewDataSource {
    let timeline: Timeline
    /// The timeline's photos in display order.
    let photos: [Photo]
    let context: PhotoContext
    let zoom: TimelineZoom
    /// The `/` filter whose matched characters the names show highlighted, if one is on.
    var highlight: FuzzyQuery? = nil

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        guard timeline.sections.indices.contains(cell.indexPath.section) else { return }
        let position = timeline.sections[cell.indexPath.section].items.lowerBound + cell.indexPath.item
        guard photos.indices.contains(position) else { return }
        guard zoom != .overview else {
            context.drawThumbnail(of: photos[position], in: cell.frame, into: &canvas)
            if cell.isFocused { canvas.write("█", in: cell.frame, style: Theme.cardBorderFocused) }
            return
        }
        // The Feed's cell, given the photo's place in the whole list.
        var flat = cell
        flat.attributes.indexPath = IndexPath(item: position, section: 0)
        PhotoCell(photos: photos, context: context, highlight: highlight).drawCell(flat, in: &canvas)
    }

    /// `November 2026 · 212 photos, 2 videos` across the width, or `Nov 2026` in the overview.
    func drawSupplementaryView(_ header: CellContext, in canvas: inout Canvas) {
        guard timeline.sections.indices.contains(header.indexPath.section) else { return }
        let section = timeline.sections[header.indexPath.section]
        let text =
            zoom == .overview
            ? "\(CivilDate.monthNames[section.month - 1].prefix(3)) \(section.year)" : section.title
        canvas.fill(header.frame, with: Theme.monthHeader)
        canvas.write(" \(text)", in: header.frame, style: Theme.monthHeader)
    }
}

extension Theme {
    /// A month's header on the timeline.
    static let monthHeader = Style(foreground: .indexed(231), background: .indexed(237), bold: true)
    /// The overview's count of the photos a month row cannot show (`+212`).
    static let monthCount = Style(foreground: .indexed(246))
    /// The scrubber's track and year labels.
    static let scrubber = Style(foreground: .indexed(244))
    /// The part of the scrubber's track the screen shows, and the year there.
    static let scrubberThumb = Style(foreground: .indexed(220), bold: true)
}

/// How the status line writes a date on the timeline: `Nov 8, 2026 · 12:11`, the wall-clock time as
/// recorded, with `(file date)` when the file records no date taken.
enum TimelineDateText {
    static func text(_ date: TimelineDate) -> String {
        let day = date.day
        let seconds = date.localSeconds - day.localSeconds
        let hour = seconds / 3600
        let minute = seconds / 60 % 60
        let clock = "\(hour):\(minute < 10 ? "0" : "")\(minute)"
        let text = "\(CivilDate.monthNames[day.month - 1].prefix(3)) \(day.day), \(day.year) · \(clock)"
        return date.source == .modificationTime ? "\(text) (file date)" : text
    }
}
