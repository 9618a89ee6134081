import Canvas

/// One entry of the key table: the keys, how help shows them, what they do. The help overlay and the
/// status-line hints are generated from these, so they cannot disagree with what the keys really do.
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

    /// Creates a binding.
    public init(_ keys: [Key], label: String, help: String, hint: String? = nil, command: Command) {
        self.keys = keys
        self.label = label
        self.help = help
        self.hint = hint
        self.command = command
    }

    /// The command of the first binding in `table` that `key` triggers.
    public static func command(for key: Key, in table: [KeyBinding]) -> Command? {
        table.first { $0.keys.contains(key) }?.command
    }
}
