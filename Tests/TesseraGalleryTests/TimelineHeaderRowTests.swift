import ImagingTestSupport
import TesseraCanvas
import Testing

@testable import TesseraGallery

/// Every month header of the timeline is one terminal row with its photos right under it, at every zoom
/// level and wherever the months above leave it: one photo per month makes each month a header and one
/// row a gutter apart, so the headers fall on every fraction of a cell that the gutters add up to.
@MainActor
@Suite(.serialized) struct TimelineHeaderRowTests {
    @Test(arguments: ["", "-", "+"])
    func theLineUnderEveryMonthHeaderShowsItsPhotos(zoomKeys: String) throws {
        let folder = PhotoFolder()
        for month in 1...9 {
            try TimelineLiveFolderTests.photo(
                folder, "roll/\(month).jpg", taken: "2026:\(String(format: "%02d", month)):10 12:00:00")
        }
        let screen = Snapshot.run(
            size: TerminalSize("80x60")!, steps: try KeyScript.parse("\(zoomKeys) wait:1000"),
            options: try TimelineLiveFolderTests.options(folder))
        let lines = screen.lines()
        let headers = lines.indices.filter { lines[$0].contains(" 2026 · 1 photo") }
        #expect(headers.count >= 6, "\(screen.plainText)")
        for header in headers where header + 1 < lines.count - 1 {
            // Pictures, or the focus box around the first.
            #expect(
                lines[header + 1].contains("▄") || lines[header + 1].hasPrefix("┏"),
                "under line \(header):\n\(screen.plainText)")
        }
    }
}
