import TesseraCanvas

/// What one frame's pictures need from the terminal, beside the canvas.
public struct GraphicsFrame: Sendable {
    /// Cells that showed pixels no longer wanted there: the terminal must write them again (text and
    /// blanks alike) before the new pictures are drawn, so no stale pixels remain.
    public var repaint: [CellRect] = []
    /// The bytes to write after the text of the frame (sixel images, kitty commands).
    public var bytes: [UInt8] = []
    /// Placements left for a later frame because the frame's byte budget ran out: draw stand-ins in their
    /// cells now, and present another frame soon.
    public var deferred: [GraphicPlacement] = []

    /// Creates an empty frame: nothing to repaint, write or defer.
    public init() {}
}
