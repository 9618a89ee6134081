/// Where and how one element appears: its frame in content coordinates and its visual state.
///
/// The value counterpart of `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element's position in the data.
    public var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var kind: ElementKind
    /// The frame in points, in the content's coordinate space.
    public var frame: Rect
    /// Opacity from 0 (invisible) to 1 (opaque).
    public var alpha: Double
    /// A uniform scale about the frame's centre; 1 leaves the frame as it is.
    public var scale: Double
    /// Stacking order: higher values draw above lower ones.
    public var zIndex: Int
    /// Whether the element is hidden altogether.
    public var isHidden: Bool

    /// Creates attributes; visual state defaults to opaque, unscaled and visible.
    public init(
        indexPath: IndexPath, kind: ElementKind = .cell, frame: Rect,
        alpha: Double = 1, scale: Double = 1, zIndex: Int = 0, isHidden: Bool = false
    ) {
        self.indexPath = indexPath
        self.kind = kind
        self.frame = frame
        self.alpha = alpha
        self.scale = scale
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// The frame as drawn: ``frame`` scaled by ``scale`` about its centre.
    public var visibleFrame: Rect {
        guard scale != 1 else { return frame }
        let width = frame.width * max(scale, 0)
        let height = frame.height * max(scale, 0)
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
}
