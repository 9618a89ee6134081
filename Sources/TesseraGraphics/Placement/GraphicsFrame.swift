import TesseraCanvas

/// What one frame's pictures need from the terminal, beside the canvas.
public struct GraphicsFrame: Sendable {
    /// Screen lines that showed pixels no longer wanted there: the terminal must write them again whole
    /// (text and blanks alike) before the new pictures are drawn, so no stale pixels remain. Ascending,
    /// not overlapping.
    public var repaintLines: [Range<Int>] = []
    /// The bytes to write before the frame's text (kitty uploads and deletions, so the cells that show an
    /// image never come before it).
    public var bytesBeforeText: [UInt8] = []
    /// The bytes to write after the frame's text (sixel images, which go over the cells).
    public var bytesAfterText: [UInt8] = []
    /// Placements left for a later frame because the frame's byte budget ran out: draw stand-ins in their
    /// cells now, and present another frame soon.
    public var deferred: [GraphicPlacement] = []

    /// Creates an empty frame: nothing to repaint, write or defer.
    public init() {}
}
