import TesseraCanvas
import TesseraKit
import Testing

/// Key maps as data: lookup, the common keys added after a screen's own, disabled bindings.
@Suite struct KeyMapTests {
    enum Action: Sendable, Equatable { case up, down, open, quit, back }

    static let common = KeyMap<Action>([
        KeyBinding([.up, .character("k")], help: "Move up", action: .up),
        KeyBinding([.down, .character("j")], help: "Move down", hint: "↑↓ move", action: .down),
        KeyBinding([.escape], help: "Back", action: .back),
        KeyBinding([.character("q")], help: "Quit", hint: "q quit", action: .quit),
    ])

    @Test func aKeyTriggersTheFirstBindingThatHasIt() {
        #expect(Self.common.binding(for: .character("j"))?.action == .down)
        #expect(Self.common.binding(for: .down)?.action == .down)
        #expect(Self.common.binding(for: .character("x")) == nil)
    }

    @Test func theLabelDefaultsToTheKeysNames() {
        #expect(Self.common.bindings[0].label == "↑ k")
        let paging = KeyBinding<Action>([.pageDown, .character(" ")], help: "Page", action: .down)
        #expect(paging.label == "PgDn Space")
        #expect(
            KeyBinding<Action>([.function(1), .control("c")], help: "", action: .quit).label == "F1 Ctrl-C")
    }

    @Test func aScreensOwnBindingOfAKeyWinsOverTheCommonOne() {
        let own = KeyMap<Action>([KeyBinding([.escape, .character("j")], help: "Open", action: .open)])
        let merged = own.adding(Self.common)
        #expect(merged.binding(for: .escape)?.action == .open)
        #expect(merged.binding(for: .character("j"))?.action == .open)
        // The common binding of ↓ j loses j, and so goes whole: a key is never listed twice.
        #expect(merged.bindings.map(\.action) == [.open, .up, .quit])
    }

    @Test func theKeyAndTheHintsOfTheCommonKeysAddedAreThoseOfTheMergedMap() {
        let own = KeyMap<Action>([
            KeyBinding([.escape, .character("j")], help: "Open", hint: "esc open", action: .open),
            KeyBinding([.character("x")], help: "Quit", hint: "x quit", action: .quit),
        ])
        let maps = [
            own, own.disabling { $0 == .open ? "Nothing to open" : nil }, KeyMap<Action>([]),
        ]
        let commons = [Self.common, Self.common.disabling { $0 == .quit ? "Busy" : nil }]
        let keys: [Key] = [
            .escape, .character("j"), .down, .up, .character("k"), .character("q"), .character("x"),
        ]
        for map in maps {
            for common in commons {
                let merged = map.adding(common)
                #expect(map.hints(adding: common) == merged.hints)
                for key in keys {
                    let binding = map.binding(for: key, adding: common)
                    #expect(binding?.action == merged.binding(for: key)?.action)
                    #expect(binding?.disabledReason == merged.binding(for: key)?.disabledReason)
                }
            }
        }
        // ↓ j loses j to the screen, so ↓ is unbound too, as in the merged map.
        #expect(own.binding(for: .down, adding: Self.common) == nil)
        #expect(own.hints(adding: Self.common) == ["esc open", "x quit", "q quit"])
    }

    @Test func aDisabledBindingLeavesTheHintsAndTheHelpButStaysBound() {
        let map = Self.common.disabling { $0 == .down ? "Nothing below" : nil }
        #expect(map.hints == ["q quit"])
        #expect(!map.helpSection.entries.contains { $0.text == "Move down" })
        #expect(map.binding(for: .character("j"))?.disabledReason == "Nothing below")
        #expect(Self.common.hints == ["↑↓ move", "q quit"])
    }
}
