import TesseraCanvas
import TesseraKit
import TesseraShell

/// The keys and mouse actions of every screen as plain text, for `tessera --help`: generated from the key
/// maps each kind of screen declares for each of its modes, so the command line's help cannot disagree
/// with the app. On the main actor, with the screens whose key maps it reads.
@MainActor
public enum KeyReference {
    /// Every kind of screen the app has, in the order a person meets them. `tessera --help` lists their
    /// key maps, mode by mode; the tests drive every key through a real screen of each kind and mode.
    static var screenTypes: [any KeyedScreen.Type] {
        FriendsDemo.screenTypes + PhotoBrowser.screenTypes
    }

    /// The keys of every screen, then each kind of screen's own, mode by mode, then what the picker
    /// changes.
    public static var sections: [HelpSection] {
        let picker = KeyBindings.picking(KeyBindings.common, atRoot: true).filter {
            $0.command == .quit || $0.command == .back
        }
        var pickerEntries: [HelpSection.Entry] = []
        for entry in screenTypes.flatMap({ $0.pickerEntries }) + CommandKeyMap(picker).helpSection.entries
        where !pickerEntries.contains(entry) {
            pickerEntries.append(entry)
        }
        return [
            HelpSection(
                heading: "Every screen", entries: CommandKeyMap(KeyBindings.common).helpSection.entries)
        ]
            + screenTypes.flatMap { $0.helpSections }
            + [HelpSection(heading: pickerHeading, entries: pickerEntries)]
    }

    /// The heading of the picker's keys in `tessera --help`.
    static let pickerHeading = "The picker (tessera --pick PATH)"

    /// The `KEYS:` and `MOUSE:` sections: a heading per screen and mode, then each binding's label and help
    /// in two columns, indented as the option list above them is.
    public static var text: String {
        HelpReference.text(
            title: "KEYS: (? in the app lists those of the screen it shows)", keys: sections,
            mouse: MouseAction.reference.map { HelpSection.Entry(label: $0.label, text: $0.help) })
    }
}
