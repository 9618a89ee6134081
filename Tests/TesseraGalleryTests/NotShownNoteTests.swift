import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Files in the folder that are not photos Tessera shows are counted and said once, in the first screen's
/// status line, until the first key.
@MainActor
@Suite struct NotShownNoteTests {
    let folder = PhotoFolder()

    private func makeFolder() throws {
        try folder.jpeg("p/a.jpg")
        try folder.jpeg("p/b.jpg")
        try folder.jpeg("q/c.jpg")
        for name in ["p/clip.xyz", "p/two.xyz", "q/raw.abc", "p/README"] {
            try folder.file(name, bytes: Array("not a photo".utf8))
        }
        try folder.file("p/.DS_Store", bytes: [0])  // hidden: not counted
    }

    @Test func theFilesNotShownAreSaidInTheStatusLine() throws {
        try makeFolder()
        let (name, date) = (folder.root.lastComponent!.string, PhotoFolder.modified.shortLocalDate)
        let expected = """
             Albums in \(name)

             ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
             ┃ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄  p                                    ┃
             ┃ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄  2 photos                             ┃
             ┃ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄  Updated \(date)                  ┃
             ┃ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                       ┃
             ┃ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                       ┃
             ┃ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                       ┃
             ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛

             ╭────────────────────────────────────────────────────────╮
             │ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄  q                                    │
             │ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄  1 photo                              │
             │ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄  Updated \(date)                  │
             │ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                       │
             │ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                       │
             │ ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                       │
             ╰────────────────────────────────────────────────────────╯
             1 of 2   4 files not shown: .xyz, .abc
            """
        #expect(try folder.snapshot(size: "60x20").trimmedText == ScreenText.text(expected))
    }

    @Test func theNoteIsSaidOnceAndTheHintsComeBackAfterAKey() throws {
        try makeFolder()
        let status = try folder.snapshot("right", size: "60x20").statusLine
        #expect(!status.contains("not shown"))
        #expect(status.contains("⏎ open"))
    }

    @Test func aFolderOfPhotosOnlySaysNothing() throws {
        try folder.jpeg("p/a.jpg")
        try folder.jpeg("q/c.jpg")
        #expect(!(try folder.snapshot(size: "60x20").statusLine.contains("not shown")))
    }
}
