import TesseraCanvas

/// kitty's Unicode placeholder cells: text that shows part of an uploaded image.
///
/// The cell at (row, column) of a virtual placement is `U+10EEEE` followed by the diacritic numbering the row
/// and the one numbering the column (`KittyDiacritics`), drawn in the image id's foreground colour
/// (`KittyImageID.foreground`, 24-bit: such cells must not go through the colour quantiser). Since the cells
/// are ordinary text, the screen library diffs, clips and scrolls them like any other. Supported from kitty
/// 0.28 and by Ghostty.
public enum KittyPlaceholder {
    /// The placeholder character, `U+10EEEE` (private use, plane 16), which text never shows
    /// (`TextSanitizer` replaces it), so a file name or caption cannot pose as an image.
    public static let character = TextSanitizer.imagePlaceholder

    /// The text of the cell at `row`, `column` (from 0) of an image: three scalars, one grapheme.
    public static func cell(row: Int, column: Int) throws(GraphicsError) -> String {
        let range = 0..<KittyDiacritics.count
        guard range.contains(row), range.contains(column) else {
            throw .placeholderCellOutOfRange(row: row, column: column)
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(character)
        scalars.append(KittyDiacritics.scalars[row])
        scalars.append(KittyDiacritics.scalars[column])
        return String(scalars)
    }
}
