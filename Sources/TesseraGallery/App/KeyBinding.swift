import TesseraCanvas

/// One entry of the key table: the keys, how help shows them, what they do. The help overlay and the
/// status-line hints are generated from these, so they cannot disagree with what the keys really do.
///
/// A binding can be disabled for the moment (``disabled(because:)``), like Bubbles' key bindings: it is
/// left out of the hints and the help, and its keys show the reason instead of running the command.
public struct KeyBinding: Sendable {
    /// The keys that trigger the command.
    public let keys: [Key]
    /// How the keys are written in help, e.g. `↑ k`.
    public let label: String
    /// What the command does, for the help overlay.
    public let help: String
    /// A short hint for the status line, or `nil` to leave it out there.
    public let hint: String?
    /// The command the keys trigger.
    public let command: Command
    /// Why the binding does nothing now, or `nil` when it is enabled.
    public private(set) var disabledReason: String?

    /// Whether the keys run the command now.
    public var isEnabled: Bool { disabledReason == nil }

    /// Creates a binding.
    public init(_ keys: [Key], label: String, help: String, hint: String? = nil, command: Command) {
        self.keys = keys
        self.label = label
        self.help = help
        self.hint = hint
        self.command = command
    }

    /// The binding disabled for `reason`, or as it is when `reason` is `nil`.
    public func disabled(because reason: String?) -> KeyBinding {
        var binding = self
        binding.disabledReason = reason
        return binding
    }

    /// The first binding in `table` that `key` triggers.
    public static func binding(for key: Key, in table: [KeyBinding]) -> KeyBinding? {
        table.first { $0.keys.contains(key) }
    }
}
