import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraShell
import TesseraView

/// Draws one album as a card: a rounded box with the cover (its first photo) where a friend's avatar
/// would be, the album's name (on two lines when it needs them), "N photos" and the date of its newest
/// photo.
///
/// The cover fills the card's inner height, 4 : 3 in half blocks (``coverColumns(forRows:)``), so it grows
/// with the card ``AlbumCardLayout`` sizes for the screen.
@MainActor
struct AlbumCard: @MainActor CollectionViewDataSource {
    let albums: [Album]
    let context: PhotoContext
    /// The filter whose matched characters are highlighted in names, if one is on.
    var highlight: FuzzyQuery?

    /// The columns a card uses besides its cover and its text: the borders, a space before the cover, two
    /// after it and one before the right border.
    nonisolated static let columnsBesideText = 6

    /// The width of a 4 : 3 cover `rows` tall: a cell is half as wide as it is tall, and holds two pixels
    /// of a half-block picture one above the other (6 rows: 16 columns).
    nonisolated static func coverColumns(forRows rows: Int) -> Int { (rows * 8 + 1) / 3 }

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        let frame = cell.frame
        guard frame.width >= 2, frame.height >= 2, albums.indices.contains(cell.indexPath.item) else {
            return
        }
        let album = albums[cell.indexPath.item]
        canvas.fill(frame, with: .plain)
        canvas.drawBox(
            frame, style: cell.isFocused ? Theme.cardBorderFocused : Theme.cardBorder,
            lines: cell.isFocused ? .heavy : .rounded)
        let inner = frame.insetBy(dx: 1, dy: 1)
        guard inner.width > 0, inner.height > 0 else { return }
        var textColumn = inner.column + 1
        let coverWidth = Self.coverColumns(forRows: inner.height)
        if inner.width >= coverWidth + 14 {
            if let cover = album.photos.first {
                let rect = CellRect(
                    column: inner.column + 1, row: inner.row, width: coverWidth, height: inner.height)
                context.drawThumbnail(of: cover, in: rect, into: &canvas)
            }
            textColumn = inner.column + coverWidth + 3
        }
        let textWidth = max(inner.maxColumn - textColumn - 1, 0)
        let matched = highlight.flatMap { $0.match(FoldedText(album.name))?.positions } ?? []
        var row = inner.row
        for line in NameLines.lines(album.name, width: textWidth) where row < inner.maxRow {
            canvas.write(
                line.text, in: CellRect(column: textColumn, row: row, width: textWidth, height: 1),
                style: cell.isFocused ? Theme.cardTitleFocused : Theme.cardTitle,
                highlighting: matched.map { $0 - line.offset }.filter { $0 >= 0 }, with: Theme.filterMatch)
            row += 1
        }
        let details = [
            album.photos.count == 1 ? "1 photo" : "\(CountFormat.grouped(album.photos.count)) photos",
            album.newestModification.map { "Updated \($0.shortLocalDate)" } ?? "",
        ]
        for detail in details where row < inner.maxRow {
            canvas.write(
                detail, in: CellRect(column: textColumn, row: row, width: textWidth, height: 1),
                style: Theme.cardDetail)
            row += 1
        }
    }
}
