import TesseraShell
import TesseraView

extension PhotoFeedViewController: @MainActor ShapeSettlingScreen {
    /// Waits for the photos' shapes a headless screen shows, then lays them out at once.
    ///
    /// Justified rows are broken greedily from the first photo, and a row's end depends on no photo after
    /// the one that follows it; so the rows in view are final once the shapes of every photo up to the one
    /// after the last photo in view are read (read or failed: a failed read stays 4:3). Each round lays out
    /// the shapes known, finds the last photo in view and waits for the reads up to the one after it, until
    /// the rows in view no longer depend on a read still running. With `all`, every read asked for.
    func settleShapes(all: Bool) {
        if all {
            context.shapes.wait()
        } else if layoutStyle == .justified {
            while true {
                applyKnownShapes(animated: false)
                let needed = list.shown.prefix(photosInViewDependOn)
                if context.shapes.hasRead(needed) { break }
                context.shapes.wait(for: needed)
            }
        }
        applyKnownShapes(animated: false)
    }

    /// How many photos from the first the rows in view depend on: up to the one after the last in view.
    var photosInViewDependOn: Int {
        let lastInView = collectionView.visibleAttributes().lazy.filter { $0.kind == .cell }
            .map(\.indexPath.item).max()
        return min((lastInView ?? -1) + 2, list.shown.count)
    }
}
