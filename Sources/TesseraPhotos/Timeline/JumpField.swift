import TesseraCanvas
import TesseraLayout
import TesseraPhotoIndex
import TesseraView

/// The timeline's `:` prompt in the status line: a date typed as `2019`, `2019-07` or `2019-07-14`.
/// Enter jumps to it and closes the prompt; text that names no date leaves it open with a one-line
/// message (`no such date: 2019-02-30`); Esc closes it.
struct JumpField: Equatable {
    /// What has been typed.
    private(set) var text = ""
    /// Why the last Enter did not jump, until the text changes.
    private(set) var problem: String?

    /// What a key did.
    enum Edit: Equatable {
        /// The text changed, or a problem is shown: the prompt stays open.
        case edited
        /// Enter on a date: jump there and close the prompt.
        case jump(JumpTarget)
        /// Esc: close the prompt.
        case closed
        /// Not the prompt's key.
        case ignored
    }

    /// Applies a key.
    mutating func handle(_ key: Key) -> Edit {
        switch key {
        case .character(let character) where !character.isNewline:
            text.append(character)
            problem = nil
            return .edited
        case .backspace:
            guard !text.isEmpty else { return .closed }
            text.removeLast()
            problem = nil
            return .edited
        case .enter:
            do {
                return .jump(try JumpTarget(parsing: text))
            } catch {
                problem = error.description
                return .edited
            }
        case .escape:
            return .closed
        case .delete:
            // The cursor is always at the end, so Delete has nothing to delete; taken here so that it never
            // reaches the trash key while a date is being typed.
            return .edited
        default:
            return .ignored
        }
    }

    /// The prompt as the status line shows it: `:2019-07▏`, then the problem, if any.
    var editingText: String {
        let prompt = ":\(text)▏"
        return problem.map { "\(prompt) \($0)" } ?? prompt
    }

    /// The key hints shown after the prompt.
    static let hints = ["⏎ jump", "esc close"]
}

extension TimelineViewController {
    /// Offers a key to the `:` prompt when it is open; returns whether it took it.
    func handleJumpKey(_ key: Key) -> Bool {
        guard var field = jump else { return false }
        switch field.handle(key) {
        case .edited: jump = field
        case .closed: jump = nil
        case .jump(let target):
            jump = nil
            jumpTo(target)
        case .ignored: return false
        }
        return true
    }

    /// Focuses the first photo of `target` in display order (the newest of that period), or the one
    /// nearest it, and scrolls it into view.
    func jumpTo(_ target: JumpTarget) {
        guard let position = timeline.itemIndex(jumpingTo: target) else { return }
        let indexPath = indexPath(ofShown: position)
        collectionView.focus(indexPath)
        scrollSectionStartIntoView(indexPath)
    }

    /// Puts the focused photo's row at the top, under its month's header, when that is possible: a jump
    /// lands at the start of what was asked for, not at the bottom of the screen. A month's first photo
    /// brings its header to the top row (so the header pinned there is that month's, not the one before).
    func scrollSectionStartIntoView(_ indexPath: IndexPath) {
        let layout = collectionView.layout
        guard let frame = layout.attributesForItem(at: indexPath)?.frame else { return }
        var top = frame.minY
        if zoom != .overview {
            let header = layout.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: indexPath.section))
            top = indexPath.item == 0 ? (header?.frame.minY ?? frame.minY) : frame.minY - Raster.pointsPerRow
        }
        // Frames sit between cell rows (1 pt gaps add up): the nearest row puts the header in the top row
        // and the photos right under it, where rounding down could leave the month before in the top row.
        let row = (top / Raster.pointsPerRow).rounded() * Raster.pointsPerRow
        collectionView.scroll(to: Point(x: collectionView.contentOffset.x, y: max(row, 0)))
    }
}
