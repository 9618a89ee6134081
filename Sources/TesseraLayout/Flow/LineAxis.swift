/// Converts between real coordinates and a flow layout's *line space*, where lines stack along y and
/// items run along x whatever the scroll direction, so one algorithm serves both directions.
struct LineAxis: Sendable {
    /// Whether lines are columns (horizontal scrolling), so x and y swap.
    let isTransposed: Bool

    init(_ direction: FlowLayout.ScrollDirection) {
        isTransposed = direction == .horizontal
    }

    /// A rectangle converted between real coordinates and line space (the conversion is its own inverse).
    func convert(_ rect: Rect) -> Rect {
        isTransposed ? Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }

    /// A size converted between real coordinates and line space.
    func convert(_ size: Size) -> Size {
        isTransposed ? Size(width: size.height, height: size.width) : size
    }

    /// Insets converted to line space: `left`/`right` run across lines, `top`/`bottom` along the stack.
    func convert(_ insets: EdgeInsets) -> EdgeInsets {
        isTransposed
            ? EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
            : insets
    }
}
