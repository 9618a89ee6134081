import TesseraCanvas

extension NumberGrid {
    /// Arrows move the focus, PgUp and PgDn scroll a page, a resize fills the new size; `false` for `q`.
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.character("q")): return false
        case .key(.up): view.moveFocus(.up)
        case .key(.down): view.moveFocus(.down)
        case .key(.left): view.moveFocus(.left)
        case .key(.right): view.moveFocus(.right)
        case .key(.pageUp): view.page(.up)
        case .key(.pageDown): view.page(.down)
        case .resize(let columns, let rows):
            view.setViewport(CellRect(column: 0, row: 0, width: columns, height: rows))
        default: break
        }
        return true
    }
}
