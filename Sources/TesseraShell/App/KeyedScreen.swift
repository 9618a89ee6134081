import TesseraKit

/// The modes of a kind of screen whose keys differ (browsing, picking, a prompt open): each has a key map
/// of its own, and `tessera --help` and the tests go through all of them.
package protocol ScreenMode: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// What `tessera --help` calls the mode after the screen's name (`picking`); `nil` for the screen's
    /// plain mode, listed first.
    var helpName: String? { get }
    /// Whether the mode is the screen in the picker (`tessera --pick`), whose keys `tessera --help` lists
    /// together under the picker's heading.
    var isPicking: Bool { get }
}

extension ScreenMode {
    package var isPicking: Bool { false }
}

/// The one mode of a screen whose keys never change.
package enum OnlyMode: ScreenMode {
    /// The screen as it always is.
    case plain

    package var helpName: String? { nil }
}

/// A kind of screen that declares its keys: one ``KeyMap`` per mode, from which the screen's key
/// dispatch, its hints, its `?` help and `tessera --help` are generated (see ``ScreenCatalog``). Adding
/// a key to a screen is one entry in its map.
package protocol KeyedScreen: ViewController {
    /// The screen's modes.
    associatedtype Mode: ScreenMode
    /// What `tessera --help` calls the screen, e.g. `An album's photos`.
    static var helpName: String { get }
    /// The screen's own bindings in `mode` (the app adds the common ones).
    static func keyMap(in mode: Mode) -> CommandKeyMap
    /// The mode the screen is in now.
    var mode: Mode { get }
    /// Why the binding of `command` does nothing now, or `nil` when it works.
    func disabledReason(for command: Command) -> String?
}

extension KeyedScreen {
    /// The map of the mode the screen is in, with what does nothing now disabled.
    ///
    /// Asked for on every frame: a loop, as a closure made on the main actor checks its executor at every
    /// call (Swift 6's actor data-race checks), which `disabling(_:)` would make once per binding.
    package var keyBindings: [KeyBinding] {
        var bindings = Self.keyMap(in: mode).bindings
        for index in bindings.indices {
            let reason = disabledReason(for: bindings[index].command)
            // Most bindings work: those stay as they are, uncopied.
            guard reason != nil || !bindings[index].isEnabled else { continue }
            bindings[index] = bindings[index].disabled(because: reason)
        }
        return bindings
    }

    package func disabledReason(for command: Command) -> String? { nil }

    /// The screen's sections of `tessera --help`: its plain mode's bindings under ``helpName``, then,
    /// under `helpName, mode`, those bindings of each other mode outside the picker that the plain mode
    /// does not have.
    package static var helpSections: [HelpSection] {
        let plain = keyMap(in: Mode.allCases[0]).helpSection
        return Mode.allCases.filter { !$0.isPicking }.enumerated().map { index, mode in
            let section = keyMap(in: mode).helpSection
            guard index > 0 else { return HelpSection(heading: helpName, entries: section.entries) }
            return HelpSection(
                heading: mode.helpName.map { "\(helpName), \($0)" } ?? helpName,
                entries: section.entries.filter { !plain.entries.contains($0) })
        }
    }

    /// What the screen's modes in the picker bind that its other modes do not: `tessera --help` lists
    /// these under the picker's heading.
    package static var pickerEntries: [HelpSection.Entry] {
        let outside = Mode.allCases.filter { !$0.isPicking }.flatMap { keyMap(in: $0).helpSection.entries }
        return Mode.allCases.filter(\.isPicking).flatMap { keyMap(in: $0).helpSection.entries }
            .filter { !outside.contains($0) }
    }
}
