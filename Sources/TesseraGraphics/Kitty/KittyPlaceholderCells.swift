import TesseraCanvas

/// Draws a kitty placement as text: each visible cell is `U+10EEEE` with the diacritics of its row and
/// column within the whole picture, in the image id's foreground colour.
public enum KittyPlaceholderCells {
    /// The foreground colour that carries `id`: the id's bytes as RGB in true colour
    /// (``KittyImageID/foreground``), else the palette index `id` (16…255).
    public static func color(for id: Int, trueColor: Bool) -> Color {
        guard trueColor, let kittyID = try? KittyImageID(id) else { return .indexed(UInt8(clamping: id)) }
        let (red, green, blue) = kittyID.foreground
        return .rgb(red, green, blue)
    }

    /// Writes the placeholder cells of `placement`'s visible part into `canvas`, for kitty id `id`, where
    /// the canvas is blank: text drawn over the picture (a focus border, a caption) stays. Cells beyond
    /// the 297 rows or columns kitty can number are left as they are.
    public static func draw(
        _ placement: GraphicPlacement, id: Int, trueColor: Bool, into canvas: inout Canvas
    ) {
        let style = Style(foreground: color(for: id, trueColor: trueColor))
        for row in placement.visible.rows {
            for column in placement.visible.columns where canvas[column, row] == .blank {
                guard
                    let text = try? KittyPlaceholder.cell(
                        row: row - placement.frame.row, column: column - placement.frame.column)
                else { continue }
                canvas[column, row] = Cell(imagePlaceholder: text, style: style)
            }
        }
    }
}
