extension Rect {
    /// Cuts the rectangle in two along a line `distance` points from `edge`, like `CGRect.divided`.
    ///
    /// The distance is clamped to `0...dimension` (a non-positive dimension gives an empty slice), so the
    /// slice and the remainder together always cover the rectangle exactly.
    public func divided(atDistance distance: Double, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
        let dimension = edge.isHorizontal ? width : height
        let cut = min(max(distance, 0), max(dimension, 0))
        let rest = max(dimension, 0) - cut
        switch edge {
        case .minX:
            return (
                Rect(x: minX, y: minY, width: cut, height: height),
                Rect(x: minX + cut, y: minY, width: rest, height: height)
            )
        case .maxX:
            return (
                Rect(x: minX + rest, y: minY, width: cut, height: height),
                Rect(x: minX, y: minY, width: rest, height: height)
            )
        case .minY:
            return (
                Rect(x: minX, y: minY, width: width, height: cut),
                Rect(x: minX, y: minY + cut, width: width, height: rest)
            )
        case .maxY:
            return (
                Rect(x: minX, y: minY + rest, width: width, height: cut),
                Rect(x: minX, y: minY, width: width, height: rest)
            )
        }
    }

    /// Divides the rectangle the way Apple's mosaic sample does: the first slice takes
    /// `ceil(dimension × fraction)` points from `edge`, and the remainder starts 1 pt later and is 1 pt
    /// smaller, leaving a 1 pt gutter.
    ///
    /// Where the remainder would have a negative size (dimensions below about 2 pt), its size is clamped to
    /// zero, so it is empty rather than inverted.
    public func dividedIntegral(fraction: Double, from edge: RectEdge) -> (first: Rect, second: Rect) {
        let dimension = edge.isHorizontal ? width : height
        var (first, second) = divided(atDistance: (dimension * fraction).rounded(.up), from: edge)
        if edge.isHorizontal {
            second.origin.x += 1
            second.size.width = max(second.size.width - 1, 0)
        } else {
            second.origin.y += 1
            second.size.height = max(second.size.height - 1, 0)
        }
        return (first, second)
    }
}
