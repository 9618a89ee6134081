import ArgumentParser
import SystemPackage
import TesseraGallery
import TesseraGraphics
import TesseraPhotoLibrary
import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera --pick PATH`: the app as a picker for shell pipelines. The screens are drawn on the controlling
/// terminal (`/dev/tty`), so standard output can be a pipe; Enter on a photo prints the paths and exits 0;
/// `q`, Esc on the first screen or Ctrl-C print nothing and exit 130. Runs on the main actor, as the
/// terminal session does.
@MainActor
enum PickCommand {
    /// The exit status of a cancelled pick, as after Ctrl-C in a shell.
    static let cancelledStatus: Int32 = 130

    /// Runs the picker and ends the process with its status; errors before the start are thrown (one line,
    /// status 2).
    static func run(app: AppOptions, nulSeparated: Bool) throws -> Never {
        guard let argument = app.path else {
            throw ValidationError(
                "--pick needs a folder, a photo, or - for a list of files on standard input")
        }
        let terminal: Int32
        do { terminal = try TerminalSession.openControllingTerminal() } catch {
            throw ValidationError(error.description)
        }
        var options: GalleryOptions
        var spell: (FilePath) -> [UInt8]
        if argument == "-" {
            options = try listOptions(app: app, nulSeparated: nulSeparated)
            spell = PickedPaths.bytes(of:)
        } else {
            options = try app.galleryOptions()
            let given = PhotoPath.rawPath(for: argument)
            let root = options.photos?.library.root ?? given
            var givenIsPhoto = false
            if case .photo = options.photos { givenIsPhoto = true }
            spell = { PickedPaths.spelled($0, root: root, given: given, givenIsPhoto: givenIsPhoto) }
        }
        options.isPicking = true
        let graphics = try GraphicsStartup.choose(
            option: app.graphics, cellSize: app.cellPixelSize, environment: app.graphicsEnvironment,
            window: TerminalQuery.windowSize(of: terminal),
            ask: {
                TerminalQuery.ask(
                    $0, endingWith: GraphicsStartup.endOfAnswers, input: terminal, output: terminal)
            })
        options.graphics = graphics.method
        options.cellPixelSize = graphics.cellSize
        let ending: GalleryEnding
        do {
            ending = try TerminalApp.run(
                options: options,
                insideTmux: TmuxPassthrough.isInsideTmux(environment: app.graphicsEnvironment),
                typedAhead: graphics.typedAhead, terminal: terminal)
        } catch {
            throw ValidationError(error.description)
        }
        guard case .accepted(let paths) = ending else { exit(cancelledStatus) }
        guard PickedPaths.write(PickedPaths.output(paths.map(spell), nulSeparated: nulSeparated)) else {
            writeToStandardError("tessera: cannot write the picked paths: \(Errno(rawValue: errno))\n")
            exit(2)
        }
        exit(0)
    }

    /// The options for a list of files read from standard input: one album, in the order given, neither
    /// watched nor cached.
    private static func listOptions(app: AppOptions, nulSeparated: Bool) throws -> GalleryOptions {
        let list = LibraryScanner.list(
            FileListInput.paths(in: FileListInput.readStandardInput(), nulSeparated: nulSeparated),
            named: "standard input")
        guard !list.library.albums.isEmpty else {
            throw ValidationError("no photos in the list on standard input")
        }
        var options = try app.galleryOptions(locatingPath: false)
        options.photos = .folder(list.library)
        options.photosAreAList = true
        options.thumbnailCache = nil
        return options
    }
}
