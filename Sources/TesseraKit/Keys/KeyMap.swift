import TesseraCanvas

/// The key bindings of one screen in one mode, in the order help lists them: what a key does there, the
/// status line's hints and the help's rows, all read from the same list.
///
/// A screen type declares one map per mode (browsing, picking, a prompt open…); a program's shell puts
/// the common keys after the screen's own with ``adding(_:)``, so the screen's binding of a key wins.
///
/// The map and ``KeyBinding`` are generic over the program's action type, and an app asks for its bindings
/// on every frame (the hints, the key dispatch), so their small methods are `@inlinable`: the program's
/// module specializes them for its own action type instead of calling generic code through type metadata.
public struct KeyMap<Action: Sendable>: Sendable {
    /// The bindings, in help order.
    public var bindings: [KeyBinding<Action>]

    /// A map of `bindings`; the first binding of a key is the one it triggers.
    @inlinable
    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The binding `key` triggers, enabled or not; `nil` when the map does not bind it.
    @inlinable
    public func binding(for key: Key) -> KeyBinding<Action>? {
        bindings.first { $0.keys.contains(key) }
    }

    /// The bindings that work now: what the hints and the help show.
    @inlinable public var enabled: [KeyBinding<Action>] { bindings.filter(\.isEnabled) }

    /// The status line's hints of the enabled bindings, in order.
    @inlinable public var hints: [String] { enabled.compactMap(\.hint) }

    /// Every key the map binds.
    @inlinable public var keys: Set<Key> { Set(bindings.flatMap(\.keys)) }

    /// This map followed by those bindings of `common` none of whose keys this map binds.
    @inlinable
    public func adding(_ common: KeyMap) -> KeyMap {
        let taken = keys
        return KeyMap(bindings + common.bindings.filter { !$0.keys.contains(where: taken.contains) })
    }

    /// The binding `key` triggers in ``adding(_:)`` of `common`, without making that map: this map's
    /// binding of `key`, else `common`'s when this map binds none of its keys.
    @inlinable
    public func binding(for key: Key, adding common: KeyMap) -> KeyBinding<Action>? {
        if let binding = binding(for: key) { return binding }
        guard let binding = common.binding(for: key), !bindsAny(of: binding.keys) else { return nil }
        return binding
    }

    /// The hints of ``adding(_:)`` of `common`, without making that map (no binding copied): what a
    /// status line shows on every frame.
    @inlinable
    public func hints(adding common: KeyMap) -> [String] {
        var hints: [String] = []
        for binding in bindings where binding.isEnabled {
            if let hint = binding.hint { hints.append(hint) }
        }
        for binding in common.bindings where binding.isEnabled {
            if let hint = binding.hint, !bindsAny(of: binding.keys) { hints.append(hint) }
        }
        return hints
    }

    /// Whether the map binds any of `keys`.
    @inlinable
    func bindsAny(of keys: [Key]) -> Bool {
        bindings.contains { binding in binding.keys.contains { keys.contains($0) } }
    }

    /// The map with each binding disabled for the reason `reason` gives for its action (`nil`: enabled).
    @inlinable
    public func disabling(_ reason: (Action) -> String?) -> KeyMap {
        KeyMap(bindings.map { $0.disabled(because: reason($0.action)) })
    }

    /// The map with each binding replaced by what `change` makes of it.
    @inlinable
    public func map(_ change: (KeyBinding<Action>) -> KeyBinding<Action>) -> KeyMap {
        KeyMap(bindings.map(change))
    }

    /// The help's rows: each enabled binding's label and help.
    public var helpSection: HelpSection {
        HelpSection(heading: nil, entries: enabled.map { HelpSection.Entry(label: $0.label, text: $0.help) })
    }
}
