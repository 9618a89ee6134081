import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// An animated AVIF (an avifenc image sequence) plays in the viewer on the app's clock like a GIF: each
/// frame for its own duration, `p` pauses; the Feed shows the first frame.
@MainActor
@Suite struct AnimatedAVIFPlaybackTests {
    let folder = PhotoFolder()
    let pictures = TemporaryDirectory()

    /// A 40 × 30 sequence: red for 200 ms, then blue for 300 ms (a loop of 500 ms), near-lossless 4:4:4.
    init() throws {
        var arguments = ["--min", "0", "--max", "0", "-y", "444", "--timescale", "1000"]
        let frames: [(String, (UInt8, UInt8, UInt8), Int)] = [
            ("red", (255, 0, 0), 200), ("blue", (0, 0, 255), 300),
        ]
        for (name, colour, duration) in frames {
            let image = RGBImage(size: PixelSize(width: 40, height: 30), filledWith: colour)
            let png = pictures.write(try PNGWriter().encode(image), to: "\(name).png")
            arguments += ["--duration", "\(duration)", png.string]
        }
        let sequence = pictures.path.appending("a.avif")
        try ExternalTool.run("avifenc", arguments + [sequence.string])
        try folder.file("p/a.avif", bytes: try FileBytes.read(sequence))
    }

    /// Whether the middle cell of the viewer after `keys` is mostly red (else mostly blue is expected).
    func isRed(_ keys: String) throws -> Bool {
        let screen = try folder.snapshot(keys, size: "60x16", colors: .truecolor)
        guard case .rgb(let red, _, let blue) = screen[30, 8].style.background else {
            Issue.record("no true colour at the picture's middle: \(screen[30, 8].style.background)")
            return false
        }
        #expect(abs(Int(red) - Int(blue)) > 150, "a clear red or blue: \(red), \(blue)")
        return red > blue
    }

    @Test func framesFollowTheirDurationsAndLoop() throws {
        for (milliseconds, red) in [
            (0, true), (199, true), (200, false), (499, false), (500, true), (750, false),
        ] {
            #expect(try isRed("enter wait:\(milliseconds)") == red, "at \(milliseconds) ms")
        }
    }

    @Test func pPausesTheSequence() throws {
        #expect(try isRed("enter wait:250 p wait:5000") == false)
        #expect(try isRed("enter wait:250 p wait:5000 p wait:300") == true)
    }

    @Test func theFeedShowsTheFirstFrame() throws {
        let feed = try folder.snapshot("wait:250", size: "60x16", colors: .truecolor)
        let colours = feed.cells(showing: "▄").map { feed[$0].style.background }
        #expect(colours.contains { if case .rgb(let r, _, let b) = $0 { r > 200 && b < 60 } else { false } })
        #expect(!colours.contains { if case .rgb(let r, _, let b) = $0 { b > 200 && r < 60 } else { false } })
    }
}
