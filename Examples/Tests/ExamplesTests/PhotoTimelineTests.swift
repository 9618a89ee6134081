import TesseraCanvas
import TesseraLayout
import TesseraTesting
import Testing

@testable import PhotoTimeline

/// The photo timeline driven headless, exactly as its `main.swift` drives it in a terminal: months under
/// pinned headers, justified rows, and zoom as an animated layout transition.
@Suite struct PhotoTimelineTests {
    /// A 40 × 12 timeline after `keys`.
    private func timeline(after keys: [Key]) -> PhotoTimelineScreen {
        var screen = PhotoTimelineScreen(columns: 40, rows: 12)
        for key in keys {
            let goesOn = screen.handle(.key(key))
            #expect(goesOn)
        }
        return screen
    }

    @Test func startsAtTheNewestMonthUnderItsHeader() {
        #expect(
            timeline(after: []).render().trimmedText == """
                November 2026 · 14 photos
                ┏━━━━━━━━━━━━┓┌──────┐┌────────────────┐
                ┃IMG_0052    ┃│IMG_0…││IMG_0050        │
                ┃            ┃│      ││                │
                ┃            ┃│      ││                │
                ┗━━━━━━━━━━━━┛└──────┘└────────────────┘
                ┌─────┐┌──┐┌───────────────────────────┐
                │IMG_…││I…││IMG_0047                   │
                │     ││  ││                           │
                └─────┘└──┘└───────────────────────────┘
                ┌───────────┐┌────────────┐┌───────────┐
                │IMG_0046   ││IMG_0045    ││IMG_0044   │
                """)
    }

    @Test func theMonthStaysPinnedOnTopWhileItsPhotosScrollUnderIt() {
        #expect(
            timeline(after: [.pageDown, .pageDown]).render().trimmedText == """
                November 2026 · 14 photos
                └───────┘└──────────────────┘└─────────┘
                ┏━━━┓┌─────────────────────────────────┐
                ┃IM…┃│IMG_0039                         │
                ┃   ┃│                                 │
                ┗━━━┛└─────────────────────────────────┘
                October 2026 · 9 photos
                ┌───────────┐┌────────────┐┌───────────┐
                │IMG_0038   ││IMG_0037    ││IMG_0036   │
                │           ││            ││           │
                │           ││            ││           │
                └───────────┘└────────────┘└───────────┘
                """)
    }

    @Test func zoomingOutMovesEveryPhotoAndKeepsTheFocusedOneOnScreen() {
        var screen = timeline(after: [.pageDown, .pageDown])
        let goesOn = screen.handle(.key(.character("-")))
        #expect(goesOn && screen.isAnimating && screen.zoomLevel == 3)
        var now = Duration.seconds(1)
        var frames: [String] = []
        repeat {
            screen.advance(to: now)
            frames.append(screen.render().trimmedText)
            now += .milliseconds(16)
        } while screen.isAnimating
        #expect(frames.count > 10 && Set(frames).count > 5)
        for frame in frames {
            // Only the focused photo is drawn in heavy lines.
            #expect(frame.contains("┏") && frame.contains("┛"), "\(frame)")
            #expect(frame.hasPrefix("November 2026 · 14 photos"))
        }
        #expect(
            frames.last == """
                November 2026 · 14 photos
                └────────┘└─────────┘└───┘└────────────┘
                ┌────┐┏━━┓┌──────────────────────┐
                │IMG…│┃I…┃│IMG_0039              │
                └────┘┗━━┛└──────────────────────┘
                October 2026 · 9 photos
                ┌──────┐┌──────┐┌───────┐┌──┐┌─────────┐
                │IMG_0…││IMG_0…││IMG_00…││I…││IMG_0034 │
                │      ││      ││       ││  ││         │
                └──────┘└──────┘└───────┘└──┘└─────────┘
                ┌─────┐┌──┐┌───────────────────────────┐
                │IMG_…││I…││IMG_0031                   │
                """)
    }

    @Test func zoomStopsAtTheLargestAndSmallestLevels() {
        var screen = timeline(after: [.character("+"), .character("+")])
        screen.advance(to: .seconds(1))  // the clock starts at the first tick…
        screen.advance(to: .seconds(2))  // …and the zoom has ended by the next, a second later
        #expect(screen.zoomLevel == 0 && !screen.isAnimating)
        let before = screen.render().trimmedText
        let goesOn = screen.handle(.key(.character("+")))
        #expect(goesOn)
        #expect(!screen.isAnimating && screen.render().trimmedText == before)
        var smallest = timeline(after: [.character("-"), .character("-"), .character("-")])
        #expect(smallest.zoomLevel == 3)
        let quitGoesOn = smallest.handle(.key(.character("q")))
        #expect(!quitGoesOn)
    }

    @Test func photosAreNamedLikeACameraNamesThemAndHeadersCountThem() {
        let roll = CameraRoll(counts: [2, 1, 1])
        #expect(roll.months.map(\.title) == ["November 2026", "October 2026", "September 2026"])
        #expect(roll.name(of: IndexPath(item: 0, section: 0)) == "IMG_0004")
        #expect(roll.name(of: IndexPath(item: 0, section: 2)) == "IMG_0001")
        let screen = PhotoTimelineScreen(columns: 40, rows: 3, roll: CameraRoll(counts: [1]))
        #expect(screen.render().trimmedText.hasPrefix("November 2026 · 1 photo\n"))
    }
}
