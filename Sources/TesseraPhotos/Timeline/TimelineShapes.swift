import Synchronization
import TesseraLayout
import TesseraPhotoIndex

/// The aspect ratio of every photo on the timeline, for its ``JustifiedLayout``: one shared box the
/// screen fills before each change reaches the collection view, so the layout prepared for the change
/// sees the new shapes while the one from before keeps the frames it already computed.
final class TimelineShapes: JustifiedLayoutDelegate {
    private struct Shapes {
        /// Where each section starts in ``ratios``.
        var sectionStarts: [Int] = []
        /// Upright width over height, by position on the timeline; `nil` while not known.
        var ratios: [Double?] = []
    }

    private let shapes = Mutex(Shapes())

    /// Takes the shapes of `timeline`'s items (their ``TimelineItem/pixelSize`` when known); returns
    /// whether any differ from before.
    @discardableResult
    func replace(with timeline: Timeline) -> Bool {
        var new = Shapes()
        new.sectionStarts = timeline.sectionStarts
        new.ratios = timeline.items.map { item in
            item.pixelSize.flatMap { $0.height > 0 ? Double($0.width) / Double($0.height) : nil }
        }
        return shapes.withLock { shapes in
            defer { shapes = new }
            return shapes.ratios != new.ratios || shapes.sectionStarts != new.sectionStarts
        }
    }

    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        shapes.withLock { shapes in
            guard shapes.sectionStarts.indices.contains(indexPath.section) else { return nil }
            let index = shapes.sectionStarts[indexPath.section] + indexPath.item
            return shapes.ratios.indices.contains(index) ? shapes.ratios[index] : nil
        }
    }
}
