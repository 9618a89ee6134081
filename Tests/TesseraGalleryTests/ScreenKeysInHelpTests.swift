import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraKit
import TesseraPhotoLibrary
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every key a screen really handles is in its help and in `tessera --help`: each key is pressed on a real
/// screen of every kind and mode the app declares (``KeyReference/screenTypes``), and what it changed
/// (the frame, the stack, the ending, what it asked of the terminal) is compared with the generated help.
/// The keys come from the keyboard, not from the key maps, so the test cannot copy the list it checks.
@MainActor
@Suite struct ScreenKeysInHelpTests {
    /// Every key the test presses: the named keys, printable ASCII, Ctrl and the letters.
    static let keyboard: [Key] =
        [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .tab,
            .backTab, .delete, .insert,
        ] + (1...12).map { Key.function($0) }
        + (0x20...0x7E).map { Key.character(Character(UnicodeScalar(UInt8($0)))) }
        + "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }

    let folder = PhotoFolder()

    init() throws {
        for path in ["Trip/a.jpg", "Trip/b.jpg", "Trip/c.jpg", "Zoo/d.jpg"] { try folder.jpeg(path) }
    }

    @Test func everyKeyAScreenHandlesIsInItsHelpAndInTheKeyReference() throws {
        let reference = Self.referenceLabels()
        for type in KeyReference.screenTypes {
            try check(type, reference: reference)
        }
    }

    /// The screens a key opens are ones the help knows.
    @Test func everyScreenAKeyOpensIsAKindTheHelpLists() throws {
        let kinds = Set(KeyReference.screenTypes.map { ObjectIdentifier($0) })
        for type in KeyReference.screenTypes {
            for mode in modes(of: type) {
                for key in [Key.enter, .character("p")] {
                    let app = try self.app(type, mode: mode)
                    _ = app.handle(.key(key))
                    for screen in app.stack {
                        #expect(
                            kinds.contains(ObjectIdentifier(Swift.type(of: screen))),
                            "\(Swift.type(of: screen))")
                    }
                }
            }
        }
    }

    private func modes(of type: any KeyedScreen.Type) -> [AnyHashable] {
        func all<S: KeyedScreen>(_ type: S.Type) -> [AnyHashable] { S.Mode.allCases.map(AnyHashable.init) }
        return all(type)
    }

    private func check(_ type: any KeyedScreen.Type, reference: [String: Set<String>]) throws {
        for mode in modes(of: type) {
            let name = "\(type) in \(mode)"
            let probe = try app(type, mode: mode)
            try #require(probe.top.keyedMode == mode, "\(name): could not build the screen in this mode")
            let helpLabels = Set(
                probe.helpSections[0].entries.flatMap { $0.label.split(separator: " ").map(String.init) })
            let headings = Self.headings(for: type.helpName, modeName: probe.top.keyedModeName)
            let referenceLabels = headings.reduce(into: Set<String>()) { $0.formUnion(reference[$1] ?? []) }
            let cancelled = try effect(of: .escape, on: type, mode: mode)
            for key in Self.keyboard {
                guard let changed = try effect(of: key, on: type, mode: mode) else { continue }
                let label = key.helpName
                // In a y/n, every key not named closes it as Esc does, as its help says.
                let coveredByAnyOtherKey =
                    changed == cancelled
                    && probe.helpSections[0].entries.contains { $0.text.contains("any other key") }
                // In a prompt, a character typed shows in its field, as its help's `Type …` row says.
                let coveredByTyping =
                    try types(key, on: type, mode: mode)
                    && probe.helpSections[0].entries.contains { $0.text.hasPrefix("Type ") }
                // A key that does nothing now says why: the help of the screen lists what works, and
                // tessera --help still lists it.
                let onlySaysWhyNot = try saysWhyItDoesNothing(key, on: type, mode: mode)
                #expect(
                    helpLabels.contains(label) || coveredByAnyOtherKey || coveredByTyping || onlySaysWhyNot,
                    "\(name): \(label) is not in its help")
                #expect(
                    referenceLabels.contains(label) || coveredByAnyOtherKey || coveredByTyping,
                    "\(name): \(label) is not in tessera --help under \(headings)")
            }
        }
    }

    /// What pressing `key` changed on a fresh app showing the screen, or `nil` when nothing changed. A
    /// photo is added to the folder behind the app's back first, so that a rescan shows.
    private func effect(of key: Key, on type: any KeyedScreen.Type, mode: AnyHashable) throws -> Observed? {
        let app = try self.app(type, mode: mode)
        let before = Observed(app, running: true)
        let added = try folder.jpeg("Trip/b2.jpg")
        let keepsRunning = app.handle(.key(key))
        app.settleIndex()
        app.advance(to: .seconds(60))
        let after = Observed(app, running: keepsRunning)
        _ = unlink(added.string)
        return after == before ? nil : after
    }

    /// Whether `key`, a character, went into the text field open on the screen (the timeline's `:`).
    private func types(_ key: Key, on type: any KeyedScreen.Type, mode: AnyHashable) throws -> Bool {
        guard case .character(let character) = key else { return false }
        let app = try self.app(type, mode: mode)
        guard let before = app.top.textField else { return false }
        _ = app.handle(.key(key))
        guard let after = app.top.textField else { return false }
        return after != before && after.contains(character)
    }

    /// Whether all `key` did was say in the status line why it does nothing now: the screen and the
    /// stack as they were, the message the reason of a disabled binding of the key.
    private func saysWhyItDoesNothing(_ key: Key, on type: any KeyedScreen.Type, mode: AnyHashable) throws
        -> Bool
    {
        let app = try self.app(type, mode: mode)
        let screens = app.stack.count
        guard let reason = app.keyBindings.first(where: { $0.keys.contains(key) })?.disabledReason else {
            return false
        }
        _ = app.handle(.key(key))
        let keyedMode = app.top.keyedMode
        return app.message == reason && app.stack.count == screens && keyedMode == mode
    }

    /// The app with the screen of `type` on top, in `mode`, reached by keys as a person would.
    private func app(_ type: any KeyedScreen.Type, mode: AnyHashable) throws -> GalleryApp {
        var options: GalleryOptions
        var keys: [Key] = []
        switch type {
        case is FriendsViewController.Type, is FeedViewController.Type, is FeedPictureViewController.Type:
            options = GalleryOptions(seed: 1, friendCount: 30, animates: false)
            if type is FeedViewController.Type { keys = [.enter] }
            if type is FeedPictureViewController.Type { keys = [.enter, .enter] }
        case is AlbumsViewController.Type:
            options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
        case is PhotoFeedViewController.Type:
            let feed = try #require(mode.base as? PhotoFeedMode)
            options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
            options.isPicking = feed.isPicking
            keys =
                [.enter] + (feed.isMarkingRange ? [.character("v")] : [])
                + (feed.isConfirmingTrash ? [.character("d")] : [])
        case is TimelineViewController.Type:
            let timeline = try #require(mode.base as? TimelineMode)
            options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
            options.opensTimeline = true
            options.isPicking = timeline.isPicking
            // A key first: the index's notice (`index in memory`) shows until the first key.
            keys =
                [.insert] + (timeline.isMarkingRange ? [.character("v")] : [])
                + (timeline.isJumping ? [.character(":")] : [])
                + (timeline.isConfirmingTrash ? [.character("d")] : [])
        case is PhotoViewerViewController.Type:
            let viewer = try #require(mode.base as? PhotoViewerMode)
            options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
            options.isPicking = viewer.isPicking
            keys =
                [.enter, viewer.isPicking ? .character("p") : .enter]
                + (viewer == .zoomed || viewer == .zoomedPicking ? [.character("+")] : [])
                + (viewer == .confirmingTrash ? [.character("d")] : [])
        default:
            throw TestFailure.noWayToBuild("\(type)")
        }
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 120, rows: 50))
        app.settleIndex()
        for key in keys { _ = app.handle(.key(key)) }
        app.message = nil
        return app
    }

    enum TestFailure: Error { case noWayToBuild(String) }

    /// What a key can change that a person notices.
    struct Observed: Equatable {
        let canvas: Canvas
        let screens: Int
        let ending: GalleryEnding
        let requests: Int
        let running: Bool

        @MainActor
        init(_ app: GalleryApp, running: Bool) {
            canvas = app.render().canvas
            screens = app.stack.count
            ending = app.ending
            requests = app.terminalRequests.count
            self.running = running
        }
    }

    /// The headings of `tessera --help` that list a screen's keys in a mode: every screen's, the picker's,
    /// the screen's own and its mode's.
    private static func headings(for screen: String, modeName: String?) -> [String] {
        ["Every screen", KeyReference.pickerHeading, screen] + (modeName.map { ["\(screen), \($0)"] } ?? [])
    }

    /// The key names in the label column of `tessera --help`, by the heading they are listed under.
    private static func referenceLabels() -> [String: Set<String>] {
        var labels: [String: Set<String>] = [:]
        var heading = ""
        for line in KeyReference.text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("  ") && !line.hasPrefix("    ") && line.hasSuffix(":") {
                heading = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    "), let label = line.dropFirst(4).split(separator: "  ").first {
                labels[heading, default: []].formUnion(label.split(separator: " ").map(String.init))
            }
        }
        return labels
    }
}

extension ViewController {
    /// The mode of a keyed screen, or `nil`.
    fileprivate var keyedMode: AnyHashable? { (self as? any KeyedScreen)?.anyMode }
    /// What `tessera --help` calls the mode, if anything.
    fileprivate var keyedModeName: String? { (self as? any KeyedScreen)?.modeHelpName }
}

extension KeyedScreen {
    fileprivate var anyMode: AnyHashable { AnyHashable(mode) }
    fileprivate var modeHelpName: String? { mode.helpName }
}
