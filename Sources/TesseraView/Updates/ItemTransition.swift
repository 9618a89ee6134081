import TesseraLayout

/// How one element moves during an animated batch update: from its start attributes to its end ones.
public struct ItemTransition: Hashable, Sendable {
    /// Which data an element shows while it moves.
    public enum Content: Hashable, Sendable {
        /// The data from before the update, at the element's old index path (deleted items): drawn by the
        /// ``DisappearingCell`` the view kept at batch time.
        case beforeUpdate
        /// The data after the update, at the element's new index path (everything else): drawn by the data
        /// source.
        case afterUpdate
    }

    /// What happens to the element, which also decides when it is drawn: stationary items first, then
    /// moving ones over them, then appearing ones, and disappearing ones last, on top and faded.
    public enum Role: Int, Comparable, Hashable, Sendable {
        /// Stays where it was (its content may still change).
        case stationary
        /// Slides from its old frame to its new one.
        case moving
        /// Inserted: grows in at its new frame.
        case appearing
        /// Deleted: shrinks out at its old frame.
        case disappearing

        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Where the element starts: its old frame, or the layout's appearing attributes for an insert.
    public var start: LayoutAttributes
    /// Where the element ends: its new frame, or the layout's disappearing attributes for a delete.
    public var end: LayoutAttributes
    /// Which data the element shows, and so which index space its index path is in.
    public var content: Content
    /// What happens to the element.
    public var role: Role

    /// Creates a transition.
    public init(start: LayoutAttributes, end: LayoutAttributes, content: Content, role: Role) {
        self.start = start
        self.end = end
        self.content = content
        self.role = role
    }

    /// The element's attributes `progress` of the way (0…1, already eased) from start to end.
    public func attributes(at progress: Double) -> LayoutAttributes {
        let t = min(max(progress, 0), 1)
        var attributes = t >= 1 ? end : start
        attributes.indexPath = end.indexPath
        attributes.frame = Rect(
            x: Self.mix(start.frame.minX, end.frame.minX, t),
            y: Self.mix(start.frame.minY, end.frame.minY, t),
            width: Self.mix(start.frame.width, end.frame.width, t),
            height: Self.mix(start.frame.height, end.frame.height, t))
        attributes.alpha = Self.mix(start.alpha, end.alpha, t)
        attributes.scale = Self.mix(start.scale, end.scale, t)
        return attributes
    }

    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
