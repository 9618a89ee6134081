import TesseraCanvas

extension GalleryApp {
    /// Handles a click or a wheel turn; returns `false` when the app should quit.
    ///
    /// A click on the title bar's `‹` goes back and one on its action runs the action's command, as their
    /// keys do; a click in the content goes to the screen (which focuses, or opens what is focused). The
    /// wheel scrolls the view under the pointer: the help where it covers the screen, else the screen.
    package func handle(_ mouse: MouseEvent) -> Bool {
        let cell = CellPoint(column: mouse.column, row: mouse.row)
        if help != nil, let layout = helpLayout {
            // The help covers the screen: the wheel over it scrolls it; a click, or the wheel beside it,
            // closes it without reaching the items hidden beneath it.
            switch mouse.action {
            case .wheelUp where layout.box.contains(cell): help?.scroll(by: -3, in: layout)
            case .wheelDown where layout.box.contains(cell): help?.scroll(by: 3, in: layout)
            default: help = nil
            }
            return true
        }
        if cell.row > 0, top.handleMouse(mouse) { return true }
        switch mouse.action {
        case .click where cell.row == 0:
            switch TitleBar.target(at: cell.column, action: top.titleAction, canBack: canBack, width: columns)
            {
            case .back: return perform(.back)
            case .action:
                guard let command = top.titleAction?.command else { return true }
                return keyBindings.first { $0.command == command }.map(performIfEnabled) ?? perform(command)
            case nil: return true
            }
        case .click:
            return top.click(at: cell).map(perform) ?? true
        case .wheelUp:
            top.scroll(rows: -3)
        case .wheelDown:
            top.scroll(rows: 3)
        case .drag, .release:
            break
        }
        return true
    }

    /// The help's place and rows on the screen now, when it is shown and the screen has room for it.
    var helpLayout: HelpOverlay.Layout? {
        guard help != nil else { return nil }
        return HelpOverlay.Layout(
            sections: helpSections, screen: CellRect(column: 0, row: 0, width: columns, height: rows))
    }

    /// What the help lists: the keys of the current screen, then what the mouse does there.
    package var helpSections: [HelpSection] {
        var mouse = top.mouseActions
        if canBack { mouse.append(.clickBack) }
        if let action = top.titleAction, action.isEnabled {
            let help = keyBindings.first { $0.command == action.command }?.help ?? action.label
            mouse.append(.clickTitleAction(action, help: help))
        }
        return [
            HelpSection(
                heading: nil, entries: enabledKeyBindings.map { .init(label: $0.label, text: $0.help) }),
            HelpSection(heading: "Mouse", entries: mouse.map { .init(label: $0.label, text: $0.help) }),
        ]
    }
}
