import Canvas

/// Draws the `?` help: a centred box listing every key binding of the current screen, generated from the
/// same table that decodes the keys.
enum HelpOverlay {
    static func draw(bindings: [KeyBinding], screen: CellRect, into canvas: inout Canvas) {
        let keyWidth = bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
        let helpWidth = bindings.map { DisplayWidth.of($0.help) }.max() ?? 0
        let width = min(keyWidth + helpWidth + 7, screen.width)
        let height = min(bindings.count + 4, screen.height)
        guard width >= 8, height >= 3 else { return }
        let box = CellRect(
            column: screen.column + (screen.width - width) / 2, row: screen.row + (screen.height - height) / 2,
            width: width, height: height)
        canvas.fill(box, with: Theme.helpBox)
        canvas.drawBox(box, style: Theme.helpBorder, lines: .rounded)
        canvas.write(" Keys ", in: CellRect(column: box.column + 2, row: box.row, width: width - 4, height: 1), style: Theme.helpBorder)
        for (index, binding) in bindings.enumerated() where index < height - 4 {
            let row = box.row + 2 + index
            canvas.write(binding.label, in: CellRect(column: box.column + 2, row: row, width: keyWidth, height: 1), style: Theme.helpKey)
            canvas.write(
                binding.help, in: CellRect(column: box.column + 4 + keyWidth, row: row, width: width - keyWidth - 6, height: 1),
                style: Theme.helpBox)
        }
        canvas.write(
            "Esc or ? closes", in: CellRect(column: box.column + 2, row: box.maxRow - 1, width: width - 4, height: 1),
            alignment: .trailing, style: Theme.helpBorder)
    }
}
