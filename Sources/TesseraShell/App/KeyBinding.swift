import TesseraCanvas
@_exported import TesseraKit

/// One entry of the app's key maps: `TesseraKit.KeyBinding` over the app's ``Command``.
///
/// Kept under its old name for one release: `KeyBinding` moved to `TesseraKit` and became generic over
/// the action it triggers.
public typealias KeyBinding = TesseraKit.KeyBinding<Command>

/// The key map of a screen of the app in one mode.
public typealias CommandKeyMap = KeyMap<Command>

extension TesseraKit.KeyBinding where Action == Command {
    /// The command the keys trigger (`TesseraKit.KeyBinding.action`).
    public var command: Command { action }

    /// Creates a binding of `keys` to `command`.
    public init(_ keys: [Key], label: String, help: String, hint: String? = nil, command: Command) {
        self.init(keys, label: label, help: help, hint: hint, action: command)
    }
}
