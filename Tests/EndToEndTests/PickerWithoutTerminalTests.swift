import Foundation
import ImagingTestSupport
import Testing

/// `tessera --pick` with no controlling terminal (`setsid`): one line on standard error, status 2, nothing
/// on standard output.
@Suite struct PickerWithoutTerminalTests {
    @Test func withoutATerminalThePickerSaysSoInOneLineAndExitsTwo() throws {
        let photos = TemporaryDirectory()
        photos.write(
            try JPEGWriter().encode(TestPicture.image(width: 8, height: 8) { _, _ in (1, 2, 3) }), to: "a.jpg"
        )
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", BuiltBinary.path, "--pick", photos.path.string]
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(out.isEmpty)
        #expect(err == "tessera: no terminal to show the picker on (/dev/tty) — see `tessera --help`\n")
    }
}
