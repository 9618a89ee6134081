import TesseraCanvas
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// `u` (animated batch updates) and `r` (reset) on the Friends screen, seen through snapshots.
@MainActor
@Suite struct FriendsUpdateTests {
    @Test(arguments: ["100x30", "40x12", "80x12"])
    func aMiddleFrameDiffersFromTheStartAndTheEndAndTheEndIsAFreshRender(size: String) throws {
        let start = try Screen.snapshot("u", size: size)
        let middle = try Screen.snapshot("u wait:150", size: size)
        let end = try Screen.snapshot("u wait:400", size: size)
        let fresh = try Screen.snapshot("u", size: size, animates: false)
        #expect(middle.trimmedText != start.trimmedText)
        #expect(middle.trimmedText != end.trimmedText)
        #expect(end == fresh)
    }

    @Test func reloadsShowTheUpdatedMarkBeforeAnythingMoves() throws {
        let screen = try Screen.snapshot("u", size: "100x30", animates: false)
        #expect(screen.plainText.contains("● Updated Now"))
        let dot = try #require(screen.cells(showing: "●").first)
        #expect(screen[dot].style.foreground == .cyan)
        #expect(try !Screen.snapshot(size: "100x30").plainText.contains("Updated Now"))
    }

    @Test func theStatusLineSummarisesTheBatchAndCountsChange() throws {
        let screen = try Screen.snapshot("u", size: "100x30", animates: false)
        #expect(screen.statusLine.contains("reloaded"))
        #expect(screen.statusLine.contains("deleted"))
        #expect(screen.statusLine.contains("moved"))
        #expect(screen.statusLine.contains("inserted"))
    }

    @Test func theFocusedFriendStaysFocusedAcrossUpdates() throws {
        // Seed 1 at 80x12: the first batch puts a newcomer on screen before Steve, who moves to position 2
        // and keeps the focus (the heavy border) through every batch.
        let before = try Screen.snapshot("", size: "80x12", animates: false)
        #expect(before.statusLine.hasPrefix(" 1 of 40"))
        let after = try Screen.snapshot("u", size: "80x12", animates: false)
        #expect(after.statusLine.hasPrefix(" 2 of 40"))
        for keys in ["u", "u u", "u u u"] {
            let screen = try Screen.snapshot(keys, size: "80x12", animates: false)
            let focusedTitle = screen.lines().first { $0.contains("┃  ") && $0.contains("'s Feed") }
            #expect(focusedTitle?.contains("Steve's Feed") == true, "\(keys)")
        }
    }

    @Test func aSecondUpdateFinishesTheRunningAnimationAndStartsTheNext() throws {
        let twice = try Screen.snapshot("u wait:100 u wait:400", size: "100x30")
        let twiceWithoutMotion = try Screen.snapshot("u u", size: "100x30", animates: false)
        #expect(twice == twiceWithoutMotion)
    }

    @Test func keysActDuringAnAnimation() throws {
        let moved = try Screen.snapshot("u wait:50 j wait:400", size: "100x30")
        let expected = try Screen.snapshot("u j", size: "100x30", animates: false)
        #expect(moved == expected)
    }

    @Test func updateIsDisabledAndSaysWhyOnAnEmptyList() throws {
        let screen = try Screen.snapshot("u", size: "60x12", count: 0)
        #expect(screen.statusLine.contains("Nothing to update: the list is empty"))
        #expect(screen.plainText.contains("No friends yet"))
    }

    @Test func updatesWorkDownToAListOfOne() throws {
        for count in 1...3 {
            let screen = try Screen.snapshot("u u u", size: "60x20", count: count, animates: false)
            #expect(!screen.statusLine.contains("Invalid update"), "count \(count): \(screen.statusLine)")
        }
    }

    @Test func resetShowsASpinnerThenBringsTheOriginalDataBack() throws {
        let spinning = try Screen.snapshot("j j u wait:400 r wait:100", size: "100x30")
        let spinner = Set("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
        #expect(spinning.titleLine.contains { spinner.contains($0) })
        #expect(spinning.statusLine.contains("of 41") || spinning.statusLine.contains("of 40"))
        let done = try Screen.snapshot("u wait:400 r wait:600 wait:500", size: "100x30")
        #expect(done == (try Screen.snapshot(size: "100x30")))
        #expect(!done.titleLine.contains { spinner.contains($0) })
    }

    @Test func theOriginalDataComesBackAsAnAnimatedDiff() throws {
        let landing = try Screen.snapshot("u wait:400 r wait:600", size: "100x30")
        let middle = try Screen.snapshot("u wait:400 r wait:600 wait:150", size: "100x30")
        let end = try Screen.snapshot("u wait:400 r wait:600 wait:500", size: "100x30")
        #expect(middle != landing && middle != end, "the people slide back over 300 ms")
        #expect(AnimationDrawingTests.hollowBoxes(in: middle).isEmpty)
    }

    /// Seed 1 at 80x12: `u` moves Mohammed (2nd, focused) to 20th; `r` slides him home with the focus.
    @Test func theFocusedFriendComesBackWithTheOriginalDataStillFocused() throws {
        let moved = try Screen.snapshot("l u wait:400", size: "80x12")
        #expect(moved.statusLine.hasPrefix(" 20 of 40"))
        let back = try Screen.snapshot("l u wait:400 r wait:600 wait:500", size: "80x12")
        #expect(back.statusLine.hasPrefix(" 2 of 40"))
        #expect(try #require(back.focusedCardTitle).hasSuffix("Mohammed's Feed"))
    }

    @Test func theRefreshSaysSoInTheStatusLineWithItsSpinner() throws {
        let spinning = try Screen.snapshot("r wait:100", size: "100x30")
        #expect(spinning.statusLine.hasSuffix("⠙ Refreshing…"), "\(spinning.statusLine)")
        let done = try Screen.snapshot("r wait:600", size: "100x30")
        #expect(!done.statusLine.contains("Refreshing"))
    }

    @Test func updateWaitsDuringARefreshAndSaysWhyUntilItLands() throws {
        let pressed = try Screen.snapshot("r wait:100 u wait:50", size: "100x30")
        #expect(pressed.statusLine.contains("Refreshing: updates wait until it lands"))
        #expect(pressed.statusLine.contains("of 40"), "nothing was inserted or deleted")
        #expect(pressed.titleLine.hasSuffix("⠙ u Update"), "the title action shows the spinner")
        let landed = try Screen.snapshot("r wait:100 u wait:600", size: "100x30")
        #expect(landed == (try Screen.snapshot(size: "100x30")), "the message cleared, no batch ran")
    }

    @Test func navigationDuringARefreshIsKeptWhenItLands() throws {
        let landed = try Screen.snapshot("r wait:100 j l wait:600", size: "100x30")
        #expect(landed.statusLine.hasPrefix(" 4 of 40  "))
        #expect(landed == (try Screen.snapshot("j l", size: "100x30")))
    }

    @Test func resetWithoutAnimationIsImmediate() throws {
        let screen = try Screen.snapshot("u r", size: "100x30", animates: false)
        #expect(screen == (try Screen.snapshot(size: "100x30", animates: false)))
    }

    @Test func updatesOnAMillionFriendsKeepTheScreenConsistent() throws {
        let screen = try Screen.snapshot("G u wait:400", size: "100x30", count: 1_000_000)
        #expect(screen.statusLine.contains("of 1,000,"))
        #expect(screen.focusedBoxCorners.count == 1)
    }
}
