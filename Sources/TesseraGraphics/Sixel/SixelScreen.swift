import TesseraCanvas
import TesseraImaging

/// Keeps the terminal's sixel pictures in step with the app's placements, frame by frame.
///
/// Sixel pixels are not cells: the terminal keeps them until something is written over them, and the text
/// layer (ncurses) does not know they are there. So, per frame: a placement already on screen in the same
/// cells with the same image is left alone; every other one is encoded, clipped to its visible cells, and
/// written at its top-left cell (cursor saved and restored around it, `ESC 7` … `ESC 8`, so the text
/// layer's idea of the cursor stays right); the lines under placements that moved or left are returned
/// for repainting whole (which erases their pixels), and a kept placement on those lines is written again
/// after the repaint.
///
/// A picture larger than ``largestImage`` is written as several images, each at most that size, side by
/// side at whole cells: xterm draws nothing of a sixel image beyond its `maxGraphicSize` (1000 × 1000 by
/// default), so one wide picture would otherwise stay black.
///
/// Bytes per frame are bounded by ``byteBudget``: placements past it (never the first of a frame) are
/// deferred to a later frame. Work per frame is proportional to the placements on screen plus the pixels
/// of the ones written for the first time at their cells (one written again reuses its bytes).
public struct SixelScreen {
    /// The size of a cell in pixels, which images are cut to.
    public let cellSize: PixelSize
    /// The most sixel bytes one frame writes, unless its first picture alone is larger.
    public let byteBudget: Int
    /// Whether images are dithered to the fixed palette (``SixelEncoder/encode(_:dithered:)``).
    public let dithers: Bool
    /// The largest image written at once; a bigger picture is cut into tiles of whole cells.
    public let largestImage: PixelSize
    /// What the terminal shows now, each with the bytes it was written with (so a picture written again
    /// because its lines were rewritten is not encoded again).
    private var shown: [PlacementPosition: [UInt8]] = [:]

    /// The budget by default: 4 MiB a frame.
    public static let defaultByteBudget = 4 << 20

    /// The largest image by default: xterm's default `maxGraphicSize`, 1000 × 1000 pixels.
    public static let defaultLargestImage = PixelSize(width: 1000, height: 1000)

    /// A screen that shows no pictures yet.
    public init(
        cellSize: PixelSize, byteBudget: Int = defaultByteBudget, dithers: Bool = true,
        largestImage: PixelSize = defaultLargestImage
    ) {
        self.cellSize = cellSize
        self.byteBudget = byteBudget
        self.dithers = dithers
        self.largestImage = largestImage
    }

    /// What to repaint and write so the terminal shows `placements` (which must not overlap each other).
    ///
    /// `rewrittenLines` are the lines whose text changes in this frame (the terminal's frame diff,
    /// ``Canvas/changedLines(since:)``): the text layer may rewrite or clear them (to the end of the
    /// line), erasing pixels, so pictures on them are written again.
    public mutating func update(to placements: [GraphicPlacement], rewrittenLines: [Range<Int>] = [])
        -> GraphicsFrame
    {
        var frame = GraphicsFrame()
        let wanted = Set(placements.map(\.position))
        frame.repaintLines = Self.lines(of: shown.keys.filter { !wanted.contains($0) }.map(\.visible))
        let erased = frame.repaintLines + rewrittenLines
        var next: [PlacementPosition: [UInt8]] = [:]
        for placement in placements where !placement.visible.isEmpty {
            let position = placement.position
            let written = shown[position]
            if let written, !erased.contains(where: { $0.overlaps(placement.visible.rows) }) {
                next[position] = written
                continue
            }
            let bytes = written ?? bytes(for: placement)
            if !frame.bytesAfterText.isEmpty && frame.bytesAfterText.count + bytes.count > byteBudget {
                frame.deferred.append(placement)
                // Its cells may still show an older picture: they are repainted with the stand-in.
                continue
            }
            frame.bytesAfterText += bytes
            next[position] = bytes
        }
        shown = next
        return frame
    }

    /// Forgets what is on screen (after the terminal was cleared), so the next update writes every picture.
    public mutating func forgetScreen() {
        shown = [:]
    }

    /// The lines that show pictures now, for clearing them on exit.
    public var shownLines: [Range<Int>] { Self.lines(of: shown.keys.map(\.visible)) }

    /// The lines `rects` cover, merged: ascending, not overlapping.
    static func lines(of rects: [CellRect]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for rows in rects.map(\.rows).filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, last.upperBound >= rows.lowerBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, rows.upperBound)
            } else {
                merged.append(rows)
            }
        }
        return merged
    }

    /// For each tile of the placement's visible cells (``largestImage`` at most): saves the cursor, moves
    /// to the tile's first cell, writes its pixels, and restores the cursor.
    func bytes(for placement: GraphicPlacement) -> [UInt8] {
        let tileColumns = max(largestImage.width / max(cellSize.width, 1), 1)
        let tileRows = max(largestImage.height / max(cellSize.height, 1), 1)
        let visible = placement.visible
        var out: [UInt8] = []
        for row in stride(from: visible.row, to: visible.maxRow, by: tileRows) {
            for column in stride(from: visible.column, to: visible.maxColumn, by: tileColumns) {
                var tile = placement
                tile.visible = CellRect(
                    column: column, row: row, width: min(tileColumns, visible.maxColumn - column),
                    height: min(tileRows, visible.maxRow - row))
                out += [0x1B, UInt8(ascii: "7")]
                out += Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
                out += SixelEncoder.encode(tile.visiblePixels(cellSize: cellSize), dithered: dithers)
                out += [0x1B, UInt8(ascii: "8")]
            }
        }
        return out
    }
}
