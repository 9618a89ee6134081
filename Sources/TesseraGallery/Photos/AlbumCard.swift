import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraView

/// Draws one album as a card: a rounded box with the cover (its first photo) where a friend's avatar
/// would be, the album's name, "N photos" and the date of its newest photo.
struct AlbumCard: CollectionViewDataSource {
    let albums: [Album]
    let context: PhotoContext
    /// The filter whose matched characters are highlighted in names, if one is on.
    var highlight: FuzzyQuery?

    /// The cover's width in columns (its height is the card's inner height).
    static let coverWidth = 16

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
        if inner.width >= Self.coverWidth + 14 {
            if let cover = album.photos.first {
                let rect = CellRect(
                    column: inner.column + 1, row: inner.row, width: Self.coverWidth, height: inner.height)
                context.drawThumbnail(of: cover, in: rect, into: &canvas)
            }
            textColumn = inner.column + Self.coverWidth + 3
        }
        let textWidth = max(inner.maxColumn - textColumn - 1, 0)
        let lines = [
            (album.name, cell.isFocused ? Theme.cardTitleFocused : Theme.cardTitle),
            (
                album.photos.count == 1 ? "1 photo" : "\(CountFormat.grouped(album.photos.count)) photos",
                Theme.cardDetail
            ),
            (album.newestModification.map { "Updated \($0.shortLocalDate)" } ?? "", Theme.cardDetail),
        ]
        let matched = highlight.flatMap { $0.match(FoldedText(album.name))?.positions } ?? []
        for (offset, (text, style)) in lines.enumerated() where offset < inner.height {
            canvas.write(
                text, in: CellRect(column: textColumn, row: inner.row + offset, width: textWidth, height: 1),
                style: style, highlighting: offset == 0 ? matched : [], with: Theme.filterMatch)
        }
    }
}
