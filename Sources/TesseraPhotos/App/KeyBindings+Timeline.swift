import TesseraCanvas
import TesseraShell

extension KeyBindings {
    /// Switching a folder's albums to its timeline (the album list). Not hinted in the status line, whose
    /// hints stay the album list's own; the help lists it.
    static let toTimeline = KeyBinding(
        [.character("t")], label: "t", help: "Switch to the timeline: every photo by date taken",
        command: .toggleTimeline)

    /// The timeline's own keys (the timeline disables those that can do nothing now).
    static let timeline: [KeyBinding] = [
        KeyBinding(
            [.character("+"), .character("=")], label: "+ =", help: "Larger photos, fewer to a row",
            hint: "+- zoom", command: .zoomIn),
        KeyBinding(
            [.character("-")], label: "-", help: "Smaller photos, more to a row; then one row a month",
            command: .zoomOut),
        KeyBinding(
            [.character(":")], label: ":", help: "Jump to a date: 2019, 2019-07 or 2019-07-14",
            hint: ": jump", command: .jumpToDate),
        KeyBinding(
            [.character("t")], label: "t", help: "Switch to the albums (folders)", hint: "t albums",
            command: .toggleTimeline),
        KeyBinding(
            [.character("s")], label: "s", help: "Sort: none, the timeline is always by date taken",
            command: .sort),
    ]

    /// The keys of the timeline's `:` prompt, which takes every character typed.
    static let jumpPrompt: [KeyBinding] = [
        KeyBinding(
            [], label: "0-9 -", help: "Type the date: 2019, 2019-07 or 2019-07-14", command: .jumpToDate),
        KeyBinding(
            [.enter], label: "Enter", help: "Jump to the date and close the prompt",
            command: .jumpToDate),
        KeyBinding(
            [.backspace], label: "⌫", help: "Delete the last character (on none, close the prompt)",
            command: .back),
        KeyBinding([.escape], label: "Esc", help: "Close the prompt", command: .back),
    ]
}
