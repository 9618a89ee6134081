/// What preparing a layout produces: an immutable description of where every element is, cheap to query.
///
/// Keeping it a separate value is what lets a layout remember the geometry from before a batch update (to
/// animate deleted items out of their old frames) at no cost: the arrays are shared, not copied.
public protocol LayoutGeometry: Sendable {
    /// The size of the whole content, covering every element's frame.
    var contentSize: Size { get }
    /// Every element overlapping `rect` with a positive area, cells in index-path order first.
    func attributes(in rect: Rect) -> [LayoutAttributes]
    /// One cell's attributes, or `nil` when out of range.
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// One supplementary view's attributes, or `nil` when there is none.
    func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?
    /// The rectangle a section occupies, or `nil` when the geometry does not say.
    func frame(ofSection section: Int) -> Rect?
}

extension LayoutGeometry {
    /// By default a geometry has no supplementary views.
    public func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?
    { nil }

    /// By default a geometry does not say where its sections are.
    public func frame(ofSection section: Int) -> Rect? { nil }
}

/// The bookkeeping every geometry-backed layout shares: the prepared context and geometry, the geometry
/// from before a batch update, and whether a new preparation is due.
public struct PreparedState<Geometry: LayoutGeometry>: Sendable {
    /// The context of the last preparation.
    public internal(set) var context: LayoutContext = .empty
    /// The geometry of the last preparation, `nil` before the first.
    public internal(set) var geometry: Geometry?
    /// The geometry as it was when ``CollectionLayout/prepare(forUpdates:)`` was called, until the updates
    /// are finalised.
    public internal(set) var geometryBeforeUpdate: Geometry?
    /// The updates being animated, until they are finalised.
    public internal(set) var updates: [UpdateItem] = []
    /// Whether the layout must be prepared before it can answer queries.
    public internal(set) var needsPrepare = true

    /// Creates the state of a layout that has never been prepared.
    public init() {}

    /// Marks the state as needing preparation.
    public mutating func invalidate() { needsPrepare = true }
}

/// A layout whose preparation produces a ``LayoutGeometry``: it only says how to compute the geometry for a
/// context, and gets every requirement of ``CollectionLayout`` from this protocol's implementations, which
/// also remember the context it was prepared for, whether a property changed since, and the geometry from
/// before a batch update (so the built-in layouts can answer for deleted items on their own, even outside a
/// collection view).
public protocol GeometryLayout: CollectionLayout {
    /// The prepared description of the layout.
    associatedtype Geometry: LayoutGeometry
    /// The layout's state; the default implementations read and write it.
    var prepared: PreparedState<Geometry> { get set }
    /// Computes the geometry for `context`.
    func makeGeometry(for context: LayoutContext) -> Geometry
}

extension GeometryLayout {
    /// The context the layout was last prepared for (``LayoutContext/empty`` before the first time).
    public var context: LayoutContext { prepared.context }
    /// Whether the layout must be prepared before it can answer queries: never prepared yet, invalidated,
    /// or one of its properties changed since.
    public var needsPrepare: Bool { prepared.needsPrepare }

    /// Computes the geometry for `context` with ``makeGeometry(for:)`` and keeps it.
    public mutating func prepare(for context: LayoutContext) {
        prepared.geometry = makeGeometry(for: context)
        prepared.context = context
        prepared.needsPrepare = false
    }

    /// The prepared geometry's content size; zero before the first preparation.
    public var contentSize: Size { prepared.geometry?.contentSize ?? .zero }

    /// The prepared geometry's elements overlapping `rect`; none before the first preparation.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        prepared.geometry?.attributes(in: rect) ?? []
    }

    /// The prepared geometry's attributes of one cell; `nil` before the first preparation.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        prepared.geometry?.attributesForItem(at: indexPath)
    }

    /// The prepared geometry's attributes of one supplementary view.
    public func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        prepared.geometry?.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The prepared geometry's frame of a section; `nil` before the first preparation.
    public func frame(ofSection section: Int) -> Rect? {
        prepared.geometry?.frame(ofSection: section)
    }

    /// By default any change of size invalidates the layout; a move of the origin (scrolling) does not.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != prepared.context.boundsSize
    }

    /// Marks the layout as needing preparation, for any reason.
    public mutating func invalidate(_ invalidation: LayoutInvalidation) {
        if !invalidation.isEmpty { prepared.invalidate() }
    }

    /// Keeps the geometry from before the update, for ``finalAttributesForDisappearingItem(at:)``.
    public mutating func prepare(forUpdates updates: [UpdateItem]) {
        prepared.geometryBeforeUpdate = prepared.geometry
        prepared.updates = updates
    }

    /// Drops the geometry from before the update.
    public mutating func finalizeUpdates() {
        prepared.geometryBeforeUpdate = nil
        prepared.updates = []
    }

    /// An inserted item fades in at its final frame: its attributes with alpha 0.
    public func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = attributesForItem(at: indexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// A deleted item fades out at its frame from before the update: those attributes with alpha 0.
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let geometry = prepared.geometryBeforeUpdate ?? prepared.geometry
        guard var attributes = geometry?.attributesForItem(at: indexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }
}
