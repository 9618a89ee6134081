import TesseraLayout
import TesseraView

/// The album screen's layout: cards whose covers grow with the screen, as many across as fit.
///
/// The cover's size comes from the width first (about a fifth of it, 16 × 6 cells at the least and
/// 48 × 18 at the most, shaped 4 : 3 in half blocks), then as many cards go across as fit with room for
/// ``minimumTextColumns`` of text beside the cover; the cards share the width, one column apart, and rows
/// of cards are a blank row apart. A ``FlowLayout`` places them.
struct AlbumCardLayout: FlowLayoutWrapper {
    /// The cards' sizes in cells for one width.
    struct Geometry: Equatable {
        /// How many cards go across.
        var columns: Int
        /// A card's width in cells.
        var cardColumns: Int
        /// The cover's height in rows (the card's inner height).
        var coverRows: Int

        /// A card's height in rows: the cover and the border above and below it.
        var cardRows: Int { coverRows + 2 }

        /// The cards for `availableColumns` cells across.
        init(availableColumns: Int) {
            let available = max(availableColumns, 1)
            coverRows = min(max(Int((Double(available) * 0.075).rounded()), 6), 18)
            let narrowest =
                AlbumCard.coverColumns(forRows: coverRows) + AlbumCard.columnsBesideText
                + AlbumCardLayout.minimumTextColumns
            columns = max(1, (available + 1) / (narrowest + 1))
            cardColumns = (available - (columns - 1)) / columns
        }
    }

    /// The narrowest the text beside a cover may be: `Updated Jul 16, 2024` and a little more.
    static let minimumTextColumns = 22

    var flow = FlowLayout()

    init() {
        flow.sectionInsetReference = .fromLayoutMargins
        flow.minimumInteritemSpacing = Raster.pointsPerColumn
        flow.minimumLineSpacing = Raster.pointsPerRow * 0.625
    }

    mutating func prepare(for context: LayoutContext) {
        let availablePoints =
            context.boundsSize.width - context.contentInsets.horizontal - context.layoutMargins.horizontal
        let available = Int((availablePoints / Raster.pointsPerColumn).rounded(.down))
        let geometry = Geometry(availableColumns: available)
        // Whole cells only, so every card snaps to the same width; the cells left over stay on the right.
        let leftOver = available - geometry.columns * geometry.cardColumns - (geometry.columns - 1)
        flow.itemSize = Size(
            width: Double(geometry.cardColumns) * Raster.pointsPerColumn,
            height: Double(geometry.cardRows) * Raster.pointsPerRow + Raster.pointsPerRow
                - flow.minimumLineSpacing)
        flow.sectionInset = EdgeInsets(
            top: flow.minimumLineSpacing, left: 0, bottom: 0,
            right: Double(max(leftOver, 0)) * Raster.pointsPerColumn)
        flow.prepare(for: context)
    }

    /// A card coming in grows from half size, fading in, as the Friends cards do.
    func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.initialAttributesForAppearingItem(at: indexPath).map(Self.halfSizeAndClear)
    }

    /// A card going away shrinks to half size, fading out.
    func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.finalAttributesForDisappearingItem(at: indexPath).map(Self.halfSizeAndClear)
    }

    private static func halfSizeAndClear(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var attributes = attributes
        attributes.alpha = 0
        attributes.scale = 0.5
        return attributes
    }
}
