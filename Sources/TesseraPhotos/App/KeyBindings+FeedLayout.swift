import TesseraCanvas
import TesseraShell

extension KeyBindings {
    /// Switching an album's Feed between justified rows and the mosaic.
    static let feedLayout = KeyBinding(
        [.character("m")], label: "m", help: "Switch between justified rows and the mosaic",
        command: .toggleLayout)
}
