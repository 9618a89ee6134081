import TesseraCanvas

extension KeyBindings {
    /// The common keys of the picker (`tessera --pick`): `q` cancels, and so does Esc on the first screen.
    static func picking(_ common: [KeyBinding], atRoot: Bool) -> [KeyBinding] {
        common.map { binding in
            switch binding.command {
            case .quit:
                KeyBinding(
                    binding.keys, label: binding.label, help: "Cancel the picker: print nothing, exit 130",
                    hint: "q cancel", command: .quit)
            case .back where atRoot:
                KeyBinding(
                    binding.keys, label: binding.label, help: "Cancel the picker (close help first)",
                    command: .back)
            default: binding
            }
        }
    }

    /// Accepting in the picker: Enter prints the photos' paths and ends.
    static let acceptPhotos = KeyBinding(
        [.enter], label: "Enter",
        help: "Pick: print the marked photos' paths (or the focused one's) and exit",
        hint: "⏎ pick", command: .accept)

    /// Viewing a photo in the picker, where Enter accepts.
    static let viewPhotoWhilePicking = KeyBinding(
        [.character("p")], label: "p", help: "View the focused photo", hint: "p view", command: .select)

    /// The keys that act on the marked photos (or the focused one) on every photo screen.
    static let photoActions: [KeyBinding] = [
        KeyBinding(
            [.character("y")], label: "y",
            help: "Copy the photo's path (or the marked paths) to the clipboard",
            command: .copyPaths),
        KeyBinding(
            [.character("o")], label: "o",
            help: "Open the photo (or the marked ones) with $TESSERA_OPEN, else xdg-open", command: .openWith),
    ]
}
