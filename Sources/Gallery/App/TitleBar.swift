import Canvas

/// Draws the top row: the screen's title on the left, its action (and a spinner) on the right.
enum TitleBar {
    static func draw(
        title: String, action: TitleAction?, canBack: Bool, width: Int, into canvas: inout Canvas
    ) {
        let row = CellRect(column: 0, row: 0, width: width, height: 1)
        canvas.fill(row, with: Theme.titleBar)
        var right = width
        if let action {
            let label = " \(action.activity.map { "\($0) " } ?? "")\(action.label) "
            let labelWidth = min(DisplayWidth.of(label), max(width / 2, 0))
            right = width - labelWidth
            canvas.write(
                label, in: CellRect(column: right, row: 0, width: labelWidth, height: 1),
                style: action.isEnabled ? Theme.titleAction : Theme.titleActionDisabled)
        }
        let prefix = canBack ? " ‹ " : " "
        canvas.write(
            prefix + title, in: CellRect(column: 0, row: 0, width: max(right - 1, 0), height: 1),
            style: Theme.titleBar)
    }
}
