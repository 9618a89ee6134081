extension KeyBindings {
    /// The common keys of the picker (`tessera --pick`): `q` cancels, and so does Esc on the first screen.
    package static func picking(_ common: [KeyBinding], atRoot: Bool) -> [KeyBinding] {
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
}
