import TesseraCanvas
import TesseraImaging

/// Keeps the terminal's sixel pictures in step with the app's placements, frame by frame.
///
/// Sixel pixels are not cells: the terminal keeps them until something is written over them, and the text
/// layer (ncurses) does not know they are there. So, per frame: a placement already on screen in the same
/// cells with the same image is left alone; every other one is encoded, clipped to its visible cells, and
/// written at its top-left cell (cursor saved and restored around it, `ESC 7` … `ESC 8`, so the text
/// layer's idea of the cursor stays right); the visible cells of placements that moved or left are
/// returned for repainting, and a kept placement that overlaps them is written again after the repaint.
///
/// Bytes per frame are bounded by ``byteBudget``: placements past it (never the first of a frame) are
/// deferred to a later frame. Work per frame is proportional to the placements on screen plus the pixels
/// of the ones written.
public struct SixelScreen {
    /// The size of a cell in pixels, which images are cut to.
    public let cellSize: PixelSize
    /// The most sixel bytes one frame writes, unless its first picture alone is larger.
    public let byteBudget: Int
    /// What the terminal shows now.
    private var shown: Set<PlacementPosition> = []

    /// The budget by default: 4 MiB a frame.
    public static let defaultByteBudget = 4 << 20

    /// A screen that shows no pictures yet.
    public init(cellSize: PixelSize, byteBudget: Int = defaultByteBudget) {
        self.cellSize = cellSize
        self.byteBudget = byteBudget
    }

    /// What to repaint and write so the terminal shows `placements` (which must not overlap each other).
    public mutating func update(to placements: [GraphicPlacement]) -> GraphicsFrame {
        var frame = GraphicsFrame()
        let wanted = Set(placements.map(\.position))
        frame.repaint = shown.subtracting(wanted).map(\.visible).sorted(by: Self.readingOrder)
        var next: Set<PlacementPosition> = []
        for placement in placements where !placement.visible.isEmpty {
            let position = placement.position
            let isShown =
                shown.contains(position) && !frame.repaint.contains { $0.intersects(placement.visible) }
            if isShown {
                next.insert(position)
                continue
            }
            let bytes = Self.bytes(for: placement, cellSize: cellSize)
            if !frame.bytes.isEmpty && frame.bytes.count + bytes.count > byteBudget {
                frame.deferred.append(placement)
                // Its cells may still show an older picture: they are repainted with the stand-in.
                continue
            }
            frame.bytes += bytes
            next.insert(position)
        }
        shown = next
        return frame
    }

    /// Forgets what is on screen (after the terminal was cleared), so the next update writes every picture.
    public mutating func forgetScreen() {
        shown = []
    }

    /// The visible cells of every picture shown, for clearing them on exit.
    public var shownCells: [CellRect] { shown.map(\.visible).sorted(by: Self.readingOrder) }

    /// Top to bottom, then left to right.
    private static func readingOrder(_ a: CellRect, _ b: CellRect) -> Bool {
        (a.row, a.column) < (b.row, b.column)
    }

    /// Saves the cursor, moves to the placement's first visible cell, writes its visible pixels, and
    /// restores the cursor.
    static func bytes(for placement: GraphicPlacement, cellSize: PixelSize) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "7")]
        out += Array("\u{1B}[\(placement.visible.row + 1);\(placement.visible.column + 1)H".utf8)
        out += SixelEncoder.encode(placement.visiblePixels(cellSize: cellSize))
        out += [0x1B, UInt8(ascii: "8")]
        return out
    }
}
