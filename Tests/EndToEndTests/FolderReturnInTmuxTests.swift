import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// `tessera PATH` while PATH itself is deleted and made again: the app says it is gone, then watches the
/// new folder, and a photo added to it shows by itself.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct FolderReturnInTmuxTests {
    let parent = TemporaryDirectory()
    var trip: String { parent.path.string + "/Trip" }

    func photo(_ index: Int) throws -> [UInt8] {
        try JPEGWriter().encode(
            TestPicture.image(width: 320, height: 240) { x, _ in (UInt8(x * 255 / 320), 90, UInt8(index * 40))
            })
    }

    @Test func deletedAndMadeAgainThePhotoAddedShows() throws {
        parent.makeFolder("Trip/Beach")
        parent.write(try photo(1), to: "Trip/Beach/IMG_1.jpg")
        parent.makeFolder("Trip/Cats")
        parent.write(try photo(2), to: "Trip/Cats/IMG_2.jpg")
        let terminal = try TmuxTerminal.launchApp(
            ["--no-cache", trip], environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "COLORTERM=truecolor"])
        defer { terminal.kill() }
        try terminal.waitForScreen("the albums") { $0.text.contains("Beach") && $0.text.contains("Cats") }

        try FileManager.default.removeItem(atPath: trip)
        try terminal.waitForScreen("the notice that Trip is gone") { $0.statusLine.contains("Trip is gone") }

        parent.makeFolder("Trip/Dogs")
        parent.write(try photo(3), to: "Trip/Dogs/IMG_3.jpg")
        try terminal.waitForScreen("the new album") {
            $0.text.contains("Dogs") && !$0.text.contains("Beach") && !$0.statusLine.contains("gone")
        }
        parent.makeFolder("Trip/Garden")
        parent.write(try photo(4), to: "Trip/Garden/IMG_4.jpg")
        try terminal.waitForScreen("the album added after the return") {
            $0.text.contains("Garden") && $0.statusLine.hasPrefix(" 1 of 2 ")
        }
        try terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
