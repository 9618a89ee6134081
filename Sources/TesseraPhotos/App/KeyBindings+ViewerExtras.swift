import TesseraCanvas
import TesseraShell

extension KeyBindings {
    /// The viewer's info panel, slideshow and animation keys.
    static let viewerExtras: [KeyBinding] = [
        KeyBinding(
            [.character("i")], label: "i",
            help: "Show or hide the photo's info: date, camera, place",
            hint: "i info", command: .toggleInfo),
        KeyBinding(
            [.character("S")], label: "S",
            help: "Start or stop the slideshow (other keys pause it)",
            hint: "S slideshow", command: .toggleSlideshow),
    ]

    /// Pausing and playing an animated GIF or WebP in the viewer.
    static let playAnimation = KeyBinding(
        [.character("p")], label: "p", help: "Pause or play the animation", hint: "p pause",
        command: .toggleAnimation)
}
