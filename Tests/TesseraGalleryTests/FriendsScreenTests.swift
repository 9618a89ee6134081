import TesseraCanvas
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The Friends screen as a person sees it: whole first screens at a grid and two list widths, the end of
/// the list, and the empty list.
@MainActor
@Suite struct FriendsScreenTests {
    @Test func wideTerminalShowsTwoColumnsFocusedOnSteve() throws {
        let screen = try Screen.snapshot(size: "100x30")
        let expected = """
             Friends                                                                                   u Update

             ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓  ╭──────────────────────────────────────────────╮
             ┃  S   Steve's Feed                            ┃  │  M   Mohammed's Feed                         │
             ┃      Updated Sep 25, 2026                    ┃  │      Updated Nov 10, 2026                    │
             ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛  ╰──────────────────────────────────────────────╯

             ╭──────────────────────────────────────────────╮  ╭──────────────────────────────────────────────╮
             │  S   Samir's Feed                            │  │  P   Priyanka's Feed                         │
             │      Updated Jul 3, 2025                     │  │      Updated Oct 8, 2026                     │
             ╰──────────────────────────────────────────────╯  ╰──────────────────────────────────────────────╯

             ╭──────────────────────────────────────────────╮  ╭──────────────────────────────────────────────╮
             │  GM  Gaëlle Morin's Feed                     │  │  TP  Tama Parata's Feed                      │
             │      Updated Dec 31, 2025                    │  │      Updated Apr 16, 2026                    │
             ╰──────────────────────────────────────────────╯  ╰──────────────────────────────────────────────╯

             ╭──────────────────────────────────────────────╮  ╭──────────────────────────────────────────────╮
             │  TA  Tunde Adeyemi's Feed                    │  │  HL  Hao Liu's Feed                          │
             │      Updated Dec 6, 2025                     │  │      Updated Dec 13, 2025                    │
             ╰──────────────────────────────────────────────╯  ╰──────────────────────────────────────────────╯

             ╭──────────────────────────────────────────────╮  ╭──────────────────────────────────────────────╮
             │  VN  Vikram Nair's Feed                      │  │  OK  Omar Khalil's Feed                      │
             │      Updated Oct 14, 2025                    │  │      Updated Jul 7, 2026                     │
             ╰──────────────────────────────────────────────╯  ╰──────────────────────────────────────────────╯

             ╭──────────────────────────────────────────────╮  ╭──────────────────────────────────────────────╮
             │  IP  Ivan Petrov's Feed                      │  │  FB  Fleur Bakker's Feed                     │
             1 of 40  ⏎ open · u update · r reset · / filter · s sort · ↑↓←→ move · ? help · q quit
            """
        expectScreen(screen, expected)
    }

    @Test func narrowTerminalShowsOneColumnList() throws {
        let screen = try Screen.snapshot(size: "40x20")
        let expected = """
             Friends                       u Update

             ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
             ┃  S   Steve's Feed                  ┃
             ┃      Updated Sep 25, 2026          ┃
             ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

             ╭────────────────────────────────────╮
             │  M   Mohammed's Feed               │
             │      Updated Nov 10, 2026          │
             ╰────────────────────────────────────╯

             ╭────────────────────────────────────╮
             │  S   Samir's Feed                  │
             │      Updated Jul 3, 2025           │
             ╰────────────────────────────────────╯

             ╭────────────────────────────────────╮
             │  P   Priyanka's Feed               │
             1 of 40  ⏎ open · u update · r reset
            """
        expectScreen(screen, expected)
    }

    @Test func mediumTerminalStillShowsOneColumnList() throws {
        let screen = try Screen.snapshot(size: "60x20")
        let expected = """
             Friends                                           u Update

             ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
             ┃  S   Steve's Feed                                      ┃
             ┃      Updated Sep 25, 2026                              ┃
             ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

             ╭────────────────────────────────────────────────────────╮
             │  M   Mohammed's Feed                                   │
             │      Updated Nov 10, 2026                              │
             ╰────────────────────────────────────────────────────────╯

             ╭────────────────────────────────────────────────────────╮
             │  S   Samir's Feed                                      │
             │      Updated Jul 3, 2025                               │
             ╰────────────────────────────────────────────────────────╯

             ╭────────────────────────────────────────────────────────╮
             │  P   Priyanka's Feed                                   │
             1 of 40  ⏎ open · u update · r reset · / filter · s sort
            """
        expectScreen(screen, expected)
    }

    @Test func lastFriendIsScrolledIntoViewAtTheBottom() throws {
        let screen = try Screen.snapshot("G", size: "40x20")
        let expected = """
             Friends                       u Update
             │  NJ  Nikola Jovanović's Feed       │
             │      Updated Jan 16, 2025          │
             ╰────────────────────────────────────╯

             ╭────────────────────────────────────╮
             │  BL  Björn Lindqvist's Feed        │
             │      Updated Apr 11, 2025          │
             ╰────────────────────────────────────╯

             ╭────────────────────────────────────╮
             │  TA  Thiago Almeida's Feed         │
             │      Updated Dec 24, 2024          │
             ╰────────────────────────────────────╯

             ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
             ┃  MG  María García's Feed           ┃
             ┃      Updated Jan 24, 2026          ┃
             ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
             40 of 40  ⏎ open · u update · r reset
            """
        expectScreen(screen, expected)
    }

    @Test func emptyListShowsTheEmptyStateWithoutAPosition() throws {
        let screen = try Screen.snapshot(size: "60x12", count: 0)
        let expected = """
             Friends                                           u Update




                                   No friends yet
                        Start with --count N to invite some.




             r reset · ↑↓←→ move · ? help · q quit
            """
        expectScreen(screen, expected)
    }

    @Test func emptyListDrawsTheUpdateActionDimmedAndAFullListDoesNot() throws {
        let empty = try Screen.snapshot(size: "60x12", count: 0)
        let full = try Screen.snapshot(size: "60x12")
        let label = " u Update "
        let labelColumns = (60 - label.count)..<60
        #expect(empty.text(row: 0, from: labelColumns.lowerBound, width: label.count) == label)
        #expect(full.text(row: 0, from: labelColumns.lowerBound, width: label.count) == label)
        for column in labelColumns {
            #expect(empty[column, 0].style.dim, "column \(column) of the disabled action")
            #expect(!full[column, 0].style.dim, "column \(column) of the enabled action")
        }
        #expect(!empty[1, 0].style.dim, "the title itself is not dimmed")
        // In ANSI: the label follows a sequence that sets dim (code 2) only when it is disabled.
        let dimLabel = Canvas.selectGraphicRendition(empty[labelColumns.lowerBound, 0].style) + label
        #expect(dimLabel.contains("[0;2;"))
        #expect(empty.ansiText.contains(dimLabel))
        #expect(!full.ansiText.contains("[0;2;"))
    }

    @Test func keysOnAnEmptyListChangeNothingButSayWhyUpdateCannotRun() throws {
        let screen = try Screen.snapshot("down G pgdn enter j", size: "60x12", count: 0)
        #expect(screen == (try Screen.snapshot(size: "60x12", count: 0)))
        let updated = try Screen.snapshot("u", size: "60x12", count: 0)
        #expect(updated.titleLine.hasPrefix(" Friends"))
        #expect(updated.statusLine.contains("Nothing to update"))
        #expect(!updated.statusLine.contains(" of "))
    }
}

/// Friends cards at every common size: two rows of text inside the border, no dead row, and columns
/// whose widths differ by a cell at most (the points are equal; their edges fall at different fractions
/// of a cell).
@MainActor
@Suite struct FriendsCardShapeTests {
    @Test(arguments: ["40x20", "60x16", "100x30", "120x40", "160x50", "200x60", "80x24"])
    func cardsHaveNoDeadRowAndEvenColumns(size: String) throws {
        let screen = try Screen.snapshot(size: size)
        var widths = Set<Int>()
        for row in 0..<screen.rows {
            for column in 0..<screen.columns where ["╭", "┏"].contains(screen[column, row].grapheme) {
                var bottom = row + 1
                while bottom < screen.rows - 1, !["╰", "┗"].contains(screen[column, bottom].grapheme) {
                    bottom += 1
                }
                guard ["╰", "┗"].contains(screen[column, bottom].grapheme) else { continue }
                #expect(bottom - row - 1 == 2, "card at \(column),\(row): \(bottom - row - 1) inner rows")
                var right = column + 1
                while right < screen.columns, !["╮", "┓"].contains(screen[right, row].grapheme) { right += 1 }
                widths.insert(right - column + 1)
            }
        }
        #expect((widths.max() ?? 0) - (widths.min() ?? 0) <= 1, "card widths \(widths.sorted())")
    }
}
