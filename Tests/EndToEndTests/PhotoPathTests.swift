import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// The PATH argument on the built binary: what it accepts and the one-line errors for what it does not.
@Suite struct PhotoPathTests {
    let folder = TemporaryDirectory()

    @Test func aMissingPathIsOneLineAndExitTwo() throws {
        let missing = folder.path.string + "/nowhere"
        for arguments in [[missing], ["snapshot", missing]] {
            let run = try BuiltBinary.run(arguments)
            #expect(run.status == 2)
            let help = arguments.count == 1 ? "tessera --help" : "tessera snapshot --help"
            #expect(run.standardError == "tessera: no such file or directory: \(missing) — see `\(help)`\n")
        }
    }

    @Test func aFileThatIsNotAPhotoIsOneLineAndExitTwo() throws {
        let notes = folder.write(Array("milk, eggs".utf8), to: "notes.txt").string
        let run = try BuiltBinary.run(["snapshot", notes])
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "tessera: .txt files are not supported: \(notes) — see `tessera snapshot --help`\n")
    }

    @Test func aFolderNamedLikeACommandIsReachedWithADotSlashOrAfterTwoDashes() throws {
        folder.makeFolder("layout")
        folder.write(
            try JPEGWriter().encode(RGBImage(size: PixelSize(width: 8, height: 8), filledWith: (1, 2, 3))),
            to: "layout/a.jpg")
        for arguments in [["snapshot", "./layout"], ["snapshot", "--", "layout"]] {
            let run = try runInFolder(arguments)
            #expect(run.status == 0, "\(arguments): \(run.standardError)")
            #expect(run.standardOutput.hasPrefix(" ‹ layout"), "\(arguments)")
        }
    }

    @Test func helpShowsHowToBrowseAFolderAndHowToReachOneNamedLikeACommand() throws {
        let run = try BuiltBinary.run(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("tessera [<path>]"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("tessera ./layout"))
        let browse = try BuiltBinary.run(["browse", "--help"])
        #expect(browse.standardOutput.contains("<path>"))
        #expect(browse.standardOutput.contains("--no-cache"))
    }

    /// Runs the binary with the temporary folder as the working directory.
    private func runInFolder(_ arguments: [String]) throws -> BuiltBinary.Run {
        try BuiltBinary.run(
            arguments, environment: ["XDG_CACHE_HOME": folder.path.string + "/.cache"],
            currentDirectory: folder.path.string)
    }
}
