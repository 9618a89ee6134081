import Foundation
import SystemPackage
import TesseraActions
import TesseraCanvas
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `U` in a list of files (`tessera -`, `tessera --pick -`): nothing watches a list, so the photos put
/// back must return to the screens at once, in the list's order.
@MainActor
@Suite struct ListUndoTests {
    let folder = PhotoFolder()
    let data = PhotoFolder()

    /// The app on a list of `names` in this order (as `tessera -` reads them), trashing into `data`.
    func listApp(_ names: [String]) throws -> GalleryApp {
        for name in ["a.jpg", "b.jpg", "c.jpg", "d.jpg"] { try folder.jpeg(name) }
        let list = LibraryScanner.list(names.map { folder.root.appending($0) }, named: "standard input")
        var options = GalleryOptions(photos: .folder(list.library))
        options.photosAreAList = true
        options.animates = false
        options.trash = Trash(dataHome: data.root)
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 100, rows: 30))
        return app
    }

    func press(_ keys: String, in app: GalleryApp) throws {
        for step in try KeyScript.parse(keys) {
            if case .event(let event) = step { _ = app.handle(event) }
        }
        app.advance(to: .seconds(1))
    }

    @Test func uPutsTheTrashedPhotosBackIntoTheListInItsOrder() throws {
        let app = try listApp(["d.jpg", "b.jpg", "a.jpg", "c.jpg"])
        try press("space space d y", in: app)
        #expect(app.render().canvas.statusLine.contains("Moved 2 photos to the trash · U undoes"))
        #expect(try shownNames(app) == ["a.jpg", "c.jpg"])
        #expect(!exists(folder.root.appending("d.jpg")) && !exists(folder.root.appending("b.jpg")))
        try press("U", in: app)
        let status = app.render().canvas.statusLine
        #expect(status.contains("Put 2 photos back"), "\(status)")
        #expect(exists(folder.root.appending("d.jpg")) && exists(folder.root.appending("b.jpg")))
        #expect(try shownNames(app) == ["d.jpg", "b.jpg", "a.jpg", "c.jpg"])
        try press("home", in: app)
        #expect(app.render().canvas.statusLine.contains("1 of 4 · d.jpg"))
    }

    /// The names the Feed on top shows, in order.
    func shownNames(_ app: GalleryApp) throws -> [String] {
        try #require(app.top as? PhotoFeedViewController).shownPhotos.map(\.name)
    }

    @Test func uFromTheViewerInAListBringsThePhotoBackToTheViewerAndTheFeed() throws {
        let app = try listApp(["c.jpg", "a.jpg", "b.jpg"])
        try press("enter right d y", in: app)
        #expect(app.render().canvas.statusLine.contains("2 of 2 · b.jpg"))
        try press("U", in: app)
        try press("esc", in: app)
        #expect(try shownNames(app) == ["c.jpg", "a.jpg", "b.jpg"])
    }

    @Test func uWhenSomethingElseTookAPathSaysSoAndKeepsBothFiles() throws {
        let app = try listApp(["a.jpg", "b.jpg", "c.jpg"])
        try press("space space d y", in: app)
        let taken = try folder.jpeg("a.jpg", color: (1, 200, 1))
        try press("U", in: app)
        #expect(app.message == "put back 1, cannot put back \(taken.string): something else is there now")
        #expect(app.render().canvas.statusLine.contains("put back 1, cannot put back"))
        #expect(try shownNames(app) == ["a.jpg", "b.jpg", "c.jpg"])
        let trashed = try FileManager.default.contentsOfDirectory(
            atPath: data.root.appending("Trash/files").string)
        #expect(trashed == ["a.jpg"])
    }
}

/// Whether a file (or anything) is at `path`.
private func exists(_ path: FilePath) -> Bool {
    path.withPlatformString { access($0, F_OK) } == 0
}
