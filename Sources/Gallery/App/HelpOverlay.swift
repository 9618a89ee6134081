import Canvas

/// Draws the `?` help: a centred box listing every key binding of the current screen, generated from the
/// same table that decodes the keys.
///
/// Everything stays inside the box, however small the screen: labels and help texts are truncated to the
/// box, and when the screen is too short for every binding, the last row says how many were left out.
enum HelpOverlay {
    static func draw(bindings: [KeyBinding], screen: CellRect, into canvas: inout Canvas) {
        let keyWidth = bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
        let helpWidth = bindings.map { DisplayWidth.of($0.help) }.max() ?? 0
        let width = min(keyWidth + helpWidth + 7, screen.width)
        let height = min(bindings.count + 4, screen.height)
        guard width >= 8, height >= 3 else { return }
        let box = CellRect(
            column: screen.column + (screen.width - width) / 2,
            row: screen.row + (screen.height - height) / 2,
            width: width, height: height)
        canvas.fill(box, with: Theme.helpBox)
        canvas.drawBox(box, style: Theme.helpBorder, lines: .rounded)
        canvas.write(
            " Keys ", in: CellRect(column: box.column + 2, row: box.row, width: width - 4, height: 1),
            style: Theme.helpBorder)
        let rows = height - 4
        let shown = bindings.count <= rows ? bindings.count : max(rows - 1, 0)
        let helpColumn = box.column + 4 + keyWidth
        for (index, binding) in bindings.prefix(shown).enumerated() {
            let row = box.row + 2 + index
            canvas.write(
                binding.label,
                in: CellRect(column: box.column + 2, row: row, width: min(keyWidth, width - 4), height: 1),
                style: Theme.helpKey)
            canvas.write(
                binding.help,
                in: CellRect(column: helpColumn, row: row, width: box.maxColumn - 2 - helpColumn, height: 1),
                style: Theme.helpBox)
        }
        if shown < bindings.count && rows > 0 {
            canvas.write(
                "… \(bindings.count - shown) more",
                in: CellRect(column: box.column + 2, row: box.row + 2 + shown, width: width - 4, height: 1),
                style: Theme.helpKey)
        }
        canvas.write(
            "Esc or ? closes",
            in: CellRect(column: box.column + 2, row: box.maxRow - 1, width: width - 4, height: 1),
            alignment: .trailing, style: Theme.helpBorder)
    }
}
