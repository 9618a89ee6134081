import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Shrinking the terminal below a card's height once left the scroll offset between rows, which changed
/// how every card was drawn until restart.
@MainActor
@Suite struct ScreenShrinkTests {
    @Test(arguments: ["30x6", "30x5", "30x4", "20x3", "100x7"])
    func shrinkingBelowACardAndBackRestoresTheScreen(tiny: String) throws {
        let restored = try Screen.snapshot("resize:\(tiny) resize:100x30", size: "100x30")
        #expect(restored == (try Screen.snapshot(size: "100x30")))
    }
}
