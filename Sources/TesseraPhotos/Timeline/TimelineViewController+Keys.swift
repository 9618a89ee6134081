import TesseraShell

/// The modes of the timeline: picking (`tessera --pick --timeline`) or not, a range of marks open (`v`)
/// or not; the `:` prompt open, which takes every character typed; and the y/n of `d` open.
struct TimelineMode: ScreenMode {
    /// Whether the app is a picker: Enter accepts, `p` views.
    var isPicking = false
    /// Whether `v` started a range that the next `v` ends.
    var isMarkingRange = false
    /// Whether `:` opened the prompt for a date.
    var isJumping = false
    /// Whether `d` asked `Move … to the trash? y/n` and waits for the answer.
    var isConfirmingTrash = false

    /// The `:` prompt open.
    static let jumping = TimelineMode(isJumping: true)
    /// The y/n of `d` open.
    static let confirmingTrash = TimelineMode(isConfirmingTrash: true)

    static let allCases =
        [false, true].flatMap { picking in
            [false, true].map { TimelineMode(isPicking: picking, isMarkingRange: $0) }
        } + [jumping, confirmingTrash]

    /// As the Feed's modes are named, with the `:` prompt besides.
    var helpName: String? {
        if isJumping, !isConfirmingTrash { return "the : prompt open" }
        return PhotoFeedMode(
            isPicking: isPicking, isMarkingRange: isMarkingRange, isConfirmingTrash: isConfirmingTrash
        ).helpName
    }
}

extension TimelineViewController: KeyedScreen {
    static var helpName: String { "The timeline (tessera --timeline PATH)" }

    static func keyMap(in mode: TimelineMode) -> CommandKeyMap {
        if mode.isConfirmingTrash {
            return CommandKeyMap([KeyBindings.confirmTrashingMarked, KeyBindings.cancelTrash])
        }
        if mode.isJumping { return CommandKeyMap(KeyBindings.jumpPrompt) }
        return CommandKeyMap(
            KeyBindings.photoGrid(isPicking: mode.isPicking, isMarkingRange: mode.isMarkingRange)
                + KeyBindings.timeline + [
                    KeyBindings.filter, KeyBindings.rescan, KeyBindings.undoTrash,
                ])
    }

    var mode: TimelineMode {
        if marking.trashPrompt != nil { return .confirmingTrash }
        if jump != nil { return .jumping }
        return TimelineMode(isPicking: context.isPicking, isMarkingRange: marking.rangeStart != nil)
    }

    func disabledReason(for command: Command) -> String? {
        switch command {
        case .zoomIn: zoom.larger == nil ? "The photos are as large as they get" : nil
        case .zoomOut: zoom.smaller == nil ? "This is the overview already" : nil
        case .jumpToDate: shownPhotos.isEmpty ? "No photos to jump to" : nil
        case .filter: unfilteredTimeline.items.isEmpty ? "No photos to filter" : nil
        case .sort: "The timeline is always by date taken"
        case .toggleTimeline, .reset, .undoTrash, .back: nil
        default: shownPhotos.isEmpty ? "No photo to view" : nil
        }
    }
}
