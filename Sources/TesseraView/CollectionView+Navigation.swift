import TesseraCanvas

extension CollectionView {
    /// Answers the events every collection screen moves by, as a person expects them: the arrows move the
    /// focus to the nearest item that way (``moveFocus(_:)``), Page Up and Page Down turn a page
    /// (``page(_:)``), Home and End focus the first and the last item; a resize keeps the viewport's
    /// top-left cell and stretches it to the new screen's right and bottom edges.
    ///
    /// A screen hands its view the events it has no meaning of its own for:
    ///
    /// ```swift
    /// switch event {
    /// case .key(.character("q")): return false
    /// default: view.handleNavigation(event)
    /// }
    /// ```
    ///
    /// - Returns: whether the event was one of these; `false` leaves every other event, and the view,
    ///   untouched.
    @discardableResult
    public mutating func handleNavigation(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.up): moveFocus(.up)
        case .key(.down): moveFocus(.down)
        case .key(.left): moveFocus(.left)
        case .key(.right): moveFocus(.right)
        case .key(.pageUp): page(.up)
        case .key(.pageDown): page(.down)
        case .key(.home): focusFirst()
        case .key(.end): focusLast()
        case .resize(let columns, let rows):
            setViewport(
                CellRect(
                    column: viewport.column, row: viewport.row, width: max(columns - viewport.column, 0),
                    height: max(rows - viewport.row, 0)))
        default: return false
        }
        return true
    }
}
