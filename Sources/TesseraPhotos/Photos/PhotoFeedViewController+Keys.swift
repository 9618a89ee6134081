import TesseraShell

/// The modes of an album's Feed: picking (`tessera --pick`) or not, a range of marks open (`v`) or not,
/// and the y/n of `d` open (which takes every key, picking or not).
struct PhotoFeedMode: ScreenMode {
    /// Whether the app is a picker: Enter accepts, `p` views.
    var isPicking = false
    /// Whether `v` started a range that the next `v` ends.
    var isMarkingRange = false
    /// Whether `d` asked `Move … to the trash? y/n` and waits for the answer.
    var isConfirmingTrash = false

    /// The y/n of `d` open.
    static let confirmingTrash = PhotoFeedMode(isConfirmingTrash: true)

    static let allCases =
        [false, true].flatMap { picking in
            [false, true].map { PhotoFeedMode(isPicking: picking, isMarkingRange: $0) }
        } + [confirmingTrash]

    var helpName: String? {
        if isConfirmingTrash { return "after d (y/n)" }
        switch (isPicking, isMarkingRange) {
        case (false, false): return nil
        case (false, true): return "a range open"
        case (true, false): return "picking"
        case (true, true): return "picking, a range open"
        }
    }
}

extension PhotoFeedViewController: @MainActor KeyedScreen {
    static var helpName: String { "An album's photos" }

    static func keyMap(in mode: PhotoFeedMode) -> CommandKeyMap {
        guard !mode.isConfirmingTrash else {
            return CommandKeyMap([KeyBindings.confirmTrashingMarked, KeyBindings.cancelTrash])
        }
        return CommandKeyMap(
            KeyBindings.photoGrid(isPicking: mode.isPicking, isMarkingRange: mode.isMarkingRange) + [
                KeyBindings.filter, KeyBindings.sortPhotos, KeyBindings.captions, KeyBindings.feedLayout,
                KeyBindings.rescan, KeyBindings.undoTrash,
            ])
    }

    var mode: PhotoFeedMode {
        marking.trashPrompt != nil
            ? .confirmingTrash
            : PhotoFeedMode(isPicking: context.isPicking, isMarkingRange: marking.rangeStart != nil)
    }

    func disabledReason(for command: Command) -> String? {
        switch command {
        case .filter: list.all.isEmpty ? "No photos to filter" : nil
        case .sort: list.all.isEmpty ? "No photos to sort" : nil
        case .toggleCaptions: list.shown.isEmpty ? "No photos to name" : nil
        case .toggleLayout: list.shown.isEmpty ? "No photos to lay out" : nil
        case .reset, .undoTrash, .back: nil
        default: list.shown.isEmpty ? "No photo to view" : nil
        }
    }
}
