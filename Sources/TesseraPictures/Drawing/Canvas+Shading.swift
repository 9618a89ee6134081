import TesseraCanvas

extension Canvas {
    /// The shading characters pictures are drawn with when there are no colours, darkest first.
    public static let shades: [Character] = [" ", "░", "▒", "▓", "█"]

    /// Paints a picture as shading characters, one per cell, chosen by the luminance of the cell's two
    /// pixels; `visible` is the part of `rect` on the canvas.
    mutating func paintShades(
        _ rect: CellRect, visible: CellRect, dither: Dither,
        pixel: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)
    ) {
        let steps = Self.shades.count - 1
        // Luminance (0–255) of a cell, from its two pixels.
        func luminance(_ x: Int, _ row: Int) -> Int {
            (Self.luma(pixel(x, 2 * row)) + Self.luma(pixel(x, 2 * row + 1)) + 1) / 2
        }
        let firstRow = visible.row - rect.row
        let startRow = dither == .diffusion ? max(firstRow - Self.diffusionLead / 2, 0) : firstRow
        var errors = [Int](repeating: 0, count: visible.width + 2)
        var nextErrors = errors
        for row in startRow..<(firstRow + visible.height) {
            for step in 0..<visible.width {
                let x = visible.column - rect.column + step
                var value = luminance(x, row)
                let level: Int
                switch dither {
                case .none:
                    level = (value * steps + 127) / 255
                case .ordered:
                    let scaled = value * steps
                    let lower = scaled / 255
                    let upper = OrderedDither.picksUpper(
                        scaled % 255, 255, threshold: Dither.threshold(x: x, y: row))
                    level = min(lower + (upper ? 1 : 0), steps)
                case .diffusion:
                    value = min(max(value + errors[step + 1] / 16, 0), 255)
                    level = (value * steps + 127) / 255
                    let error = value - level * 255 / steps
                    errors[step + 2] += error * 7
                    nextErrors[step] += error * 3
                    nextErrors[step + 1] += error * 5
                    nextErrors[step + 2] += error
                }
                guard row >= firstRow else { continue }
                let cell = Cell(unchecked: String(Self.shades[level]), width: 1, style: .plain)
                put(cell, column: visible.column + step, row: rect.row + row)
            }
            swap(&errors, &nextErrors)
            for index in nextErrors.indices { nextErrors[index] = 0 }
        }
    }

    /// The luminance of an RGB colour, 0–255 (Rec. 709 weights).
    static func luma(_ rgb: (UInt8, UInt8, UInt8)) -> Int {
        (54 * Int(rgb.0) + 183 * Int(rgb.1) + 19 * Int(rgb.2) + 128) >> 8
    }
}
