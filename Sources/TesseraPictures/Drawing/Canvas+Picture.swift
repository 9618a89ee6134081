import TesseraCanvas

extension Canvas {
    /// The upper half block `▀` (U+2580).
    public static let upperHalfBlock: Character = "\u{2580}"

    /// The lower half block `▄` (U+2584) that pictures are painted with. Fonts draw it down to the
    /// cell's bottom edge, while their `▀` often stops a pixel short of the top (DejaVu Sans Mono in
    /// xterm): with `▀` that pixel row shows the cell's background, the bottom pixel, as a thin seam between
    /// rows; with `▄` the background is the top pixel, so a short glyph leaves no seam (docs/TERMINALS.md).
    public static let lowerHalfBlock: Character = "\u{2584}"

    /// Paints a picture into `rect`: width × 2·height pixels in half blocks (two pixels per cell with ▄),
    /// or with ``PictureRendering/symbols`` quadrants (2 × 2 a cell) or sextants (2 × 3);
    /// `pixel(x, y)` gives 8-bit RGB with (0,0) at the rect's top-left (clipping hides pixels, it does not
    /// move them).
    ///
    /// In half blocks each cell shows `▄` with the bottom pixel as its foreground and the top pixel as its
    /// background, in colours of `rendering.colors`: `Color.rgb(_:_:_:)` at `ColorDepth.truecolor`,
    /// else palette entries chosen by `ColorQuantizer`, dithered as `rendering.dither` says. Quadrant
    /// and sextant cells show the block shape and the two colours that fit their pixels best (see
    /// `BlockFit`), undithered. In `ColorDepth.monochrome` the cells show shading characters instead
    /// (` ░▒▓█`, darkest to brightest, in the terminal's own colours, two pixels a cell), so shapes stay
    /// visible without colour.
    ///
    /// `pixel` is asked only about the visible pixels, except with ``Dither/diffusion``, which also reads
    /// up to `diffusionLead` rows above them so the pattern does not change as the picture scrolls.
    public mutating func paintPicture(
        _ rect: CellRect, rendering: PictureRendering, pixel: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)
    ) {
        guard let visible = rect.intersection(bounds) else { return }
        if rendering.colors == .monochrome {
            paintShades(rect, visible: visible, dither: rendering.dither, pixel: pixel)
            return
        }
        if rendering.symbols != .half {
            paintBlocks(rect, visible: visible, rendering: rendering, pixel: pixel)
            return
        }
        var cell = Cell(unchecked: String(Self.lowerHalfBlock), width: 1, style: .plain)
        let firstX = visible.column - rect.column
        let firstY = (visible.row - rect.row) * 2
        var diffused: ErrorDiffusion?
        if rendering.diffuses {
            diffused = ErrorDiffusion(
                depth: rendering.colors, columns: firstX..<(firstX + visible.width),
                rows: firstY..<(firstY + 2 * visible.height), pixel: pixel)
        }
        func color(_ x: Int, _ y: Int) -> Color {
            if let diffused { return diffused.color(x: x, y: y) }
            let (red, green, blue) = pixel(x, y)
            if rendering.dither == .ordered {
                return OrderedDither.color(red, green, blue, x: x, y: y, depth: rendering.colors)
            }
            return ColorQuantizer.nearest(red, green, blue, at: rendering.colors)
        }
        for row in visible.rows {
            let y = (row - rect.row) * 2
            for column in visible.columns {
                let x = column - rect.column
                cell.style = Style(foreground: color(x, y + 1), background: color(x, y))
                put(cell, column: column, row: row)
            }
        }
    }

    /// How many pixel rows above the visible part of a picture error diffusion starts, at most.
    public static let diffusionLead = 512

    /// Whether painting a picture into `rect` here (`paintPicture(_:rendering:pixel:)`) shows exactly
    /// the cells of the picture painted whole into a canvas of its own and drawn at `rect`'s corner
    /// (`Canvas.draw(_:at:)`), so that a picture painted once can be drawn again instead of painted.
    ///
    /// Every cell's look depends on its own pixels alone, wherever the picture is clipped, except with
    /// ``Dither/diffusion`` (below 24-bit colour, in half blocks or shades): the diffused pattern depends
    /// on the columns painted and on the row diffusion starts from, so it is the same only when no column
    /// of the picture is clipped and diffusion starts at the picture's top (at most `diffusionLead` pixel
    /// rows are clipped above).
    public func paintsLikeWhole(_ rect: CellRect, rendering: PictureRendering) -> Bool {
        guard rendering.diffuses, let visible = rect.intersection(bounds) else { return true }
        // Diffusion starts `diffusionLead` pixel rows above the visible part (half as many cell rows of
        // shading characters, which have one "pixel" a cell): the top when that is no further up.
        return visible.width == rect.width && 2 * (visible.row - rect.row) <= Self.diffusionLead
    }

    /// Paints quadrant or sextant cells, each the block shape and two colours that fit its pixels best.
    private mutating func paintBlocks(
        _ rect: CellRect, visible: CellRect, rendering: PictureRendering,
        pixel: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)
    ) {
        let symbols = rendering.symbols
        let (across, down) = symbols.pixelsPerCell
        var pixels = [SIMD3<Int32>](repeating: .zero, count: across * down)
        var palette = ShownColors(depth: rendering.colors)
        for row in visible.rows {
            for column in visible.columns {
                let x = (column - rect.column) * across
                let y = (row - rect.row) * down
                for offset in pixels.indices {
                    let (red, green, blue) = pixel(x + offset % across, y + offset / across)
                    pixels[offset] = SIMD3(Int32(red), Int32(green), Int32(blue))
                }
                let fit = pixels.withUnsafeBufferPointer { BlockFit($0, palette: &palette) }
                let cell = Cell(
                    unchecked: String(symbols.character(for: fit.mask)), width: 1,
                    style: Style(foreground: fit.foreground, background: fit.background))
                put(cell, column: column, row: row)
            }
        }
    }
}
