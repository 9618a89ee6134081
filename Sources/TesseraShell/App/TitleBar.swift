import TesseraCanvas

/// Draws the top row: the screen's title on the left (after a `‹` back mark when there is a screen to go
/// back to), its action (and a spinner) on the right; and says which of them a click on the row hits.
enum TitleBar {
    /// What a click on the title bar can hit.
    enum Target: Equatable {
        /// The `‹` back mark (with the space either side of it).
        case back
        /// The action button.
        case action
    }

    /// The back mark drawn before the title.
    static let backMark = " ‹ "

    package static func draw(
        title: String, action: TitleAction?, canBack: Bool, width: Int, into canvas: inout Canvas
    ) {
        let row = CellRect(column: 0, row: 0, width: width, height: 1)
        canvas.fill(row, with: Theme.titleBar)
        var right = width
        if let action, let columns = actionColumns(action, width: width) {
            right = columns.lowerBound
            canvas.write(
                label(of: action), in: CellRect(column: right, row: 0, width: columns.count, height: 1),
                style: action.isEnabled ? Theme.titleAction : Theme.titleActionDisabled)
        }
        let prefix = canBack ? backMark : " "
        canvas.write(
            prefix + title, in: CellRect(column: 0, row: 0, width: max(right - 1, 0), height: 1),
            style: Theme.titleBar)
    }

    /// What the title bar drawn with `action` and `canBack` shows at `column`, if it is clickable.
    package static func target(at column: Int, action: TitleAction?, canBack: Bool, width: Int) -> Target? {
        if let action, let columns = actionColumns(action, width: width), columns.contains(column) {
            return .action
        }
        let backColumns = 0..<min(DisplayWidth.of(backMark), max(width / 2, 0))
        return canBack && backColumns.contains(column) ? .back : nil
    }

    /// The columns the action button takes at the right end: its label, at most half the row.
    private static func actionColumns(_ action: TitleAction, width: Int) -> Range<Int>? {
        let labelWidth = min(DisplayWidth.of(label(of: action)), max(width / 2, 0))
        return labelWidth > 0 ? (width - labelWidth)..<width : nil
    }

    private static func label(of action: TitleAction) -> String {
        " \(action.activity.map { "\($0) " } ?? "")\(action.label) "
    }
}
