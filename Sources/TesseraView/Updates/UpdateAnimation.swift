import TesseraCanvas
import TesseraLayout

/// A running animation — a batch update or a layout transition: the transitions of the affected cells and
/// section headers, and the view's scroll when a batch update moved it, on one timeline.
///
/// The clock starts at the first ``advance(to:)`` after creation, so the first frame drawn after the key
/// press shows the start of the motion however long the app was idle before.
struct UpdateAnimation {
    /// How long the motion takes.
    static let duration = Duration.milliseconds(300)

    /// The transitions in drawing order: by role (stationary, moving, appearing, disappearing), then by
    /// z-index, then as given.
    let transitions: [ItemTransition]
    /// The transitions in the order the screen before the animation drew them, for the first frame, when
    /// that order differs from ``transitions``' (a layout transition; `nil` for a batch update).
    let firstFrame: [ItemTransition]?
    /// The section headers shown before or after, drawn last, on top of the cells.
    let headers: [HeaderTransition]
    /// What the data source left for each disappearing item, by its index path before the update.
    let keptCells: [IndexPath: DisappearingCell]
    /// What the data source left for each disappearing section header, by its section before the update.
    let keptHeaders: [Int: DisappearingCell]
    /// The disappearing items that were selected, by index path before the update: drawn selected.
    let keptSelected: Set<IndexPath>
    /// The content offsets the view scrolls from and to while the items move, if the update scrolled it;
    /// `nil` once something else scrolls the view.
    var scroll: (from: Point, to: Point)?
    private(set) var startTime: Duration?
    /// Eased progress, 0 to 1.
    private(set) var progress = 0.0

    init(
        transitions: [ItemTransition], headers: [HeaderTransition] = [],
        keptCells: [IndexPath: DisappearingCell] = [:], keptHeaders: [Int: DisappearingCell] = [:],
        keptSelected: Set<IndexPath> = [],
        scroll: (from: Point, to: Point)? = nil, firstFrame: [ItemTransition]? = nil
    ) {
        self.firstFrame = firstFrame
        self.transitions = transitions.enumerated()
            .sorted {
                ($0.element.role, $0.element.end.zIndex, $0.offset)
                    < ($1.element.role, $1.element.end.zIndex, $1.offset)
            }
            .map(\.element)
        self.headers = headers
        self.keptCells = keptCells
        self.keptHeaders = keptHeaders
        self.keptSelected = keptSelected
        self.scroll = scroll
    }

    /// The content offset to draw at: on the way from the scroll's start to its end, in whole cells so
    /// that frames keep their shape; `nil` when the animation does not scroll.
    var contentOffset: Point? {
        guard let scroll else { return nil }
        func mix(_ a: Double, _ b: Double, unit: Double) -> Double {
            ((a + (b - a) * progress) / unit).rounded() * unit
        }
        return Point(
            x: mix(scroll.from.x, scroll.to.x, unit: Raster.pointsPerColumn),
            y: mix(scroll.from.y, scroll.to.y, unit: Raster.pointsPerRow))
    }

    /// Whether the motion has reached its end.
    var isFinished: Bool { progress >= 1 }

    /// Moves the timeline to `now`.
    mutating func advance(to now: Duration) {
        let start = startTime ?? now
        startTime = start
        let elapsed = Double((now - start) / .nanoseconds(1))
        let total = Double(Self.duration / .nanoseconds(1))
        progress = elapsed >= total ? 1 : Easing.easeInOut(elapsed / total)
    }

    /// The elements as drawn at the current progress, with the kept cell that draws each disappearing one
    /// (`nil` for the others, which the data source draws from the current data): the cells (in
    /// ``firstFrame``'s order while nothing has moved yet), then the section headers, pinned to the top of
    /// `visible` when it is given (the view's visible rectangle in this frame, when its headers pin).
    func frames(pinningHeadersIn visible: Rect? = nil)
        -> [(attributes: LayoutAttributes, keptCell: DisappearingCell?)]
    {
        (progress == 0 ? firstFrame ?? transitions : transitions).map {
            ($0.attributes(at: progress), $0.content == .beforeUpdate ? keptCells[$0.start.indexPath] : nil)
        }
            + headers.map {
                (
                    $0.attributes(at: progress, pinnedIn: visible),
                    $0.header.content == .beforeUpdate ? keptHeaders[$0.header.start.indexPath.section] : nil
                )
            }
    }
}
