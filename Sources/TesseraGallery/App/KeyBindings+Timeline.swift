import TesseraCanvas

extension KeyBindings {
    /// Switching a folder's albums to its timeline (the album list). Not hinted in the status line, whose
    /// hints stay the album list's own; the help lists it.
    static let toTimeline = KeyBinding(
        [.character("t")], label: "t", help: "Switch to the timeline: every photo by date taken",
        command: .toggleTimeline)

    /// The timeline's own keys, disabled where they can do nothing.
    static func timeline(zoom: TimelineZoom, isEmpty: Bool) -> [KeyBinding] {
        [
            KeyBinding(
                [.character("+"), .character("=")], label: "+ =", help: "Larger photos, fewer to a row",
                hint: "+- zoom", command: .zoomIn
            ).disabled(because: zoom.larger == nil ? "The photos are as large as they get" : nil),
            KeyBinding(
                [.character("-")], label: "-", help: "Smaller photos, more to a row; then one row a month",
                command: .zoomOut
            ).disabled(because: zoom.smaller == nil ? "This is the overview already" : nil),
            KeyBinding(
                [.character(":")], label: ":", help: "Jump to a date: 2019, 2019-07 or 2019-07-14",
                hint: ": jump", command: .jumpToDate
            ).disabled(because: isEmpty ? "No photos to jump to" : nil),
            KeyBinding(
                [.character("t")], label: "t", help: "Switch to the albums (folders)", hint: "t albums",
                command: .toggleTimeline),
            sortPhotos.disabled(because: "The timeline is always by date taken"),
        ]
    }
}
