import TesseraCanvas

/// One entry of a key map: the keys, how help shows them, what they do, and the action they trigger.
///
/// Bindings are data, as in Bubbles' `key.Binding`: the screen's key dispatch, its status-line hints,
/// its `?` help and a program's `--help` are all generated from the same values, so they cannot disagree
/// with what the keys really do. `Action` is the program's own command type.
///
/// A binding can be disabled for the moment (``disabled(because:)``): it is left out of the hints and the
/// help, and its keys show the reason instead of running the action.
public struct KeyBinding<Action: Sendable>: Sendable {
    /// The keys that trigger the action.
    public let keys: [Key]
    /// How the keys are written in help, e.g. `↑ k`.
    public let label: String
    /// What the action does, for the help.
    public let help: String
    /// A short hint for the status line, or `nil` to leave it out there.
    public let hint: String?
    /// The action the keys trigger.
    public let action: Action
    /// Why the binding does nothing now, or `nil` when it is enabled.
    public private(set) var disabledReason: String?

    /// Whether the keys run the action now.
    @inlinable public var isEnabled: Bool { disabledReason == nil }

    /// Creates a binding of `keys` to `action`; `label` defaults to the keys' names (`Key.helpName`).
    public init(_ keys: [Key], label: String? = nil, help: String, hint: String? = nil, action: Action) {
        self.keys = keys
        self.label = label ?? keys.map(\.helpName).joined(separator: " ")
        self.help = help
        self.hint = hint
        self.action = action
    }

    /// A binding with every field given, disabled for `disabledReason` unless it is `nil`.
    @usableFromInline
    init(keys: [Key], label: String, help: String, hint: String?, action: Action, disabledReason: String?) {
        self.keys = keys
        self.label = label
        self.help = help
        self.hint = hint
        self.action = action
        self.disabledReason = disabledReason
    }

    /// The binding disabled for `reason`, or as it is when `reason` is `nil`.
    @inlinable
    public func disabled(because reason: String?) -> KeyBinding {
        KeyBinding(keys: keys, label: label, help: help, hint: hint, action: action, disabledReason: reason)
    }

    /// The binding with another help text and hint (the same keys, label and action).
    public func described(help: String, hint: String?) -> KeyBinding {
        var binding = KeyBinding(keys, label: label, help: help, hint: hint, action: action)
        binding.disabledReason = disabledReason
        return binding
    }

    /// The first binding in `table` that `key` triggers.
    @inlinable
    public static func binding(for key: Key, in table: [KeyBinding]) -> KeyBinding? {
        table.first { $0.keys.contains(key) }
    }
}
