import Foundation
import ImagingTestSupport
import SystemTestSupport
import Testing

/// `tessera --pick` with no controlling terminal (`setsid`): one line on standard error, status 2, nothing
/// on standard output.
@Suite struct PickerWithoutTerminalTests {
    @Test func withoutATerminalThePickerSaysSoInOneLineAndExitsTwo() throws {
        let photos = TemporaryDirectory()
        photos.write(
            try JPEGWriter().encode(TestPicture.image(width: 8, height: 8) { _, _ in (1, 2, 3) }), to: "a.jpg"
        )
        let run = try runProgram(
            "/usr/bin/setsid", ["-w", BuiltBinary.path, "--pick", photos.path.string],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "tessera: no terminal to show the picker on (/dev/tty) — see `tessera --help`\n")
    }
}
