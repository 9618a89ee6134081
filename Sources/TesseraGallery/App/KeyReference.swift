import TesseraCanvas

/// The keys and mouse actions of every screen as plain text, for `tessera --help`: generated from the same
/// tables that read the keys, so the command line's help cannot disagree with the app.
public enum KeyReference {
    /// The app's screens and their own key tables, in the order a person meets them.
    public static let screens: [(name: String, bindings: [KeyBinding])] = [
        ("Every screen", KeyBindings.common),
        ("Friends", KeyBindings.friends),
        ("A friend's Feed", KeyBindings.feed),
        ("Albums (tessera PATH)", [KeyBindings.openAlbum, KeyBindings.undoTrash, KeyBindings.toTimeline]),
        (
            "An album's photos",
            [KeyBindings.viewPhoto, KeyBindings.captions] + KeyBindings.marking + KeyBindings.photoActions
                + [KeyBindings.undoTrash]
        ),
        (
            "The timeline (tessera --timeline PATH)",
            KeyBindings.timeline(zoom: .standard, isEmpty: false).filter(\.isEnabled)
        ),
        ("The viewers (a photo, or a Feed's picture)", KeyBindings.viewer),
        ("The photo viewer (tessera PATH)", KeyBindings.viewerMarking + KeyBindings.photoActions),
        (
            "The picker (tessera --pick PATH)",
            [KeyBindings.acceptPhotos, KeyBindings.viewPhotoWhilePicking]
                + KeyBindings.picking(KeyBindings.common, atRoot: true).filter {
                    $0.command == .quit || $0.command == .back
                }
        ),
    ]

    /// The `KEYS:` and `MOUSE:` sections: a heading per screen, then each binding's label and help in two
    /// columns, indented as the option list above them is.
    public static var text: String {
        let labelWidth =
            (screens.flatMap { $0.bindings.map(\.label) } + MouseAction.reference.map(\.label))
            .map { DisplayWidth.of($0) }.max() ?? 0
        var lines = ["KEYS: (? in the app lists those of the screen it shows)"]
        for (name, bindings) in screens {
            lines.append("  \(name):")
            lines += bindings.map { row($0.label, $0.help, indent: 4, labelWidth: labelWidth) }
        }
        lines += ["", "MOUSE:"]
        lines += MouseAction.reference.map { row($0.label, $0.help, indent: 2, labelWidth: labelWidth + 2) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ label: String, _ help: String, indent: Int, labelWidth: Int) -> String {
        let padding = String(repeating: " ", count: max(labelWidth - DisplayWidth.of(label), 0) + 2)
        return String(repeating: " ", count: indent) + label + padding + help
    }
}
