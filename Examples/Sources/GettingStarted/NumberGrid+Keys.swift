import TesseraCanvas

extension NumberGrid {
    /// The view's own navigation (arrows, PgUp and PgDn, Home and End, a resize); `false` for `q`.
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.character("q")): return false
        default: view.handleNavigation(event)
        }
        return true
    }
}
