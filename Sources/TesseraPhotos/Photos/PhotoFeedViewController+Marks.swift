import SystemPackage
import TesseraCanvas
import TesseraLayout
import TesseraPhotoLibrary
import TesseraShell
import TesseraView

/// What the Feed's marking keys are in the middle of: a range being marked (`v`), a trash waiting for
/// its y/n, a message about the last action.
struct FeedMarkingState {
    /// Where `v` started a range, while one is open.
    var rangeStart: Int?
    /// The paths `d` asks about, while the y/n prompt is open.
    var trashPrompt: [FilePath]?
    /// How the last trash or undo went, until the next key.
    var notice: String?
    /// A large batch still on its way to the trash.
    var backgroundTrash: BackgroundTrash?
}

/// Batches larger than this go to the trash on a thread of their own, with progress in the status line.
let backgroundTrashThreshold = 200

/// A screen of photos whose marking keys (Space, `a`, `v`, `d`, y/n) work as the Feed's: the Feed and the
/// timeline. Its photos are a list in display order; the screen maps them to and from index paths.
protocol PhotoMarkingScreen: CollectionScreen {
    /// The photos on screen, in order.
    var shownPhotos: [Photo] { get }
    /// The focused photo, if any.
    var focusedPhoto: Photo? { get }
    /// The pipeline, the marks and the trash the photo screens share.
    var context: PhotoContext { get }
    /// An open range, trash prompt or notice.
    var marking: FeedMarkingState { get set }
    /// Where the item at `indexPath` is in ``shownPhotos``.
    func shownIndex(of indexPath: IndexPath) -> Int?
    /// The index path of the `index`-th photo of ``shownPhotos``.
    func indexPath(ofShown index: Int) -> IndexPath
    /// Takes the photos at `gone` (moved to the trash) off the screen, animated, and unmarks them.
    func removePhotos(_ gone: Set<FilePath>)
}

extension PhotoFeedViewController: @MainActor PhotoMarkingScreen {
    /// The photos on screen, in order.
    var shownPhotos: [Photo] { list.shown }

    func shownIndex(of indexPath: IndexPath) -> Int? { indexPath.item }

    func indexPath(ofShown index: Int) -> IndexPath { IndexPath(item: index) }

    func removePhotos(_ gone: Set<FilePath>) {
        for photo in album.photos where gone.contains(photo.path) { context.marks.unmark(photo) }
        replaceAlbum(
            Album(
                name: album.name, folder: album.folder,
                photos: album.photos.filter { !gone.contains($0.path) }))
    }
}

extension PhotoMarkingScreen {
    /// The marked photos in the order shown, else the focused one.
    var chosenPaths: [FilePath] {
        context.marks.isEmpty
            ? focusedPhoto.map { [$0.path] } ?? [] : context.marks.paths(inOrderOf: shownPhotos)
    }

    /// The status line's position with the marks' summary (`3 selected · 12.4 MB`) and an open range.
    func withMarks(_ position: String) -> String {
        var parts = [position]
        if let summary = context.marks.summary { parts.append(summary) }
        if let start = marking.rangeStart { parts.append("range from \(start + 1) (v ends)") }
        return parts.joined(separator: " · ")
    }

    /// The y/n prompt or the last action's notice, for the status line.
    var markingNote: String? {
        if let running = marking.backgroundTrash {
            return
                "Moving to the trash… \(CountFormat.grouped(running.progress)) of \(CountFormat.grouped(running.total))"
        }
        if let paths = marking.trashPrompt {
            return paths.count == 1
                ? "Move 1 photo to the trash? y/n"
                : "Move \(CountFormat.grouped(paths.count)) photos to the trash? y/n"
        }
        return marking.notice
    }

    /// Carries out a marking or trash command; returns whether it was one.
    func performMarking(_ command: Command) -> Bool {
        let shown = shownPhotos
        switch command {
        case .toggleMark:
            guard let focused = collectionView.focusedItem.flatMap(shownIndex),
                shown.indices.contains(focused)
            else { return true }
            context.marks.toggle(shown[focused])
            collectionView.focus(indexPath(ofShown: min(focused + 1, shown.count - 1)))
        case .markAll:
            context.marks.toggleAll(shown)
        case .markRange:
            guard let focused = collectionView.focusedItem.flatMap(shownIndex) else { return true }
            if let start = marking.rangeStart {
                for index in min(start, focused)...max(start, focused) where shown.indices.contains(index) {
                    context.marks.mark(shown[index])
                }
                marking.rangeStart = nil
            } else {
                marking.rangeStart = focused
            }
        case .trash:
            let paths = chosenPaths
            if !paths.isEmpty, marking.backgroundTrash == nil { marking.trashPrompt = paths }
        default:
            return false
        }
        return true
    }

    /// The y/n prompt takes every key while it is open: `y` moves the photos to the trash (they animate
    /// out), anything else cancels. Returns whether the key was taken.
    func handleMarkingKey(_ key: Key) -> Bool {
        marking.notice = nil
        guard let paths = marking.trashPrompt else { return false }
        marking.trashPrompt = nil
        guard key == .character("y") else { return true }
        if paths.count > backgroundTrashThreshold {
            marking.backgroundTrash = BackgroundTrash(paths, to: context.trashing.trash)
        } else {
            finishTrash(context.trashing.moveToTrash(paths))
        }
        return true
    }

    /// Takes in a large batch once it is done; called every frame while it runs.
    func collectBackgroundTrash() {
        guard let result = marking.backgroundTrash?.takeResult() else { return }
        marking.backgroundTrash = nil
        context.trashing.remember(result)
        finishTrash(result)
    }

    /// Shows how a trash went and lets the photos gone animate out.
    private func finishTrash(_ result: TrashResult) {
        marking.notice = result.message
        removePhotos(result.gone)
    }

    /// Esc, before it goes back: ends an open range, then (after the kept filter) clears the marks.
    func endRangeOrClearMarks(afterFilter clearFilter: () -> Bool) -> Bool {
        if marking.rangeStart != nil {
            marking.rangeStart = nil
            return true
        }
        if clearFilter() { return true }
        guard !context.marks.isEmpty else { return false }
        context.marks.clear()
        return true
    }

    /// Draws a ✓ in the top-right corner of every visible marked photo (readable without colour).
    func drawMarks(into canvas: inout Canvas) {
        guard !context.marks.isEmpty else { return }
        let shown = shownPhotos
        let raster = collectionView.raster
        let viewport = collectionView.viewport
        for attributes in collectionView.visibleAttributes() where attributes.kind == .cell {
            guard let item = shownIndex(of: attributes.indexPath), shown.indices.contains(item),
                context.marks.contains(shown[item]),
                let cells = raster.cellRect(for: attributes.frame), cells.width >= 3
            else { continue }
            canvas.write(
                "✓",
                in: CellRect(
                    column: viewport.column + cells.column + cells.width - 2, row: viewport.row + cells.row,
                    width: 1, height: 1),
                style: Theme.markedCorner)
        }
    }
}
