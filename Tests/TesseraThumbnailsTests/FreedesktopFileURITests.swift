import SystemPackage
import Testing
import TesseraThumbnails

/// Every expected URI here is what GLib 2.74's `g_filename_to_uri(path, NULL, NULL)` returned for the
/// same bytes.
@Suite struct FreedesktopFileURITests {
    @Test func plainPathIsPrefixedWithTheScheme() {
        #expect(FileURI.make(for: "/home/jens/photos/me.png") == "file:///home/jens/photos/me.png")
        #expect(FileURI.make(for: "/") == "file:///")
    }

    @Test(
        "each character as GLib escapes it",
        arguments: [
            ("/a b", "file:///a%20b"),
            ("/#1", "file:///%231"),
            ("/100%", "file:///100%25"),
            ("/what?", "file:///what%3F"),
            ("/a;b", "file:///a%3Bb"),
            ("/a=b", "file:///a=b"),
            ("/a&b", "file:///a&b"),
            ("/a+b", "file:///a+b"),
            ("/me@home", "file:///me@home"),
            ("/$5,00:x!~*'()", "file:///$5,00:x!~*'()"),
            ("/x/\"<>[\\]^`{|}", "file:///x/%22%3C%3E%5B%5C%5D%5E%60%7B%7C%7D"),
            ("/t\tab\u{7F}", "file:///t%09ab%7F"),
        ])
    func escapesAsGLibDoes(path: String, uri: String) {
        #expect(FileURI.make(for: FilePath(path)) == uri)
    }

    @Test func escapesUTF8ByteByByteInUpperCase() {
        #expect(FileURI.make(for: "/tmp/Café/日本.jpg") == "file:///tmp/Caf%C3%A9/%E6%97%A5%E6%9C%AC.jpg")
    }

    @Test func escapesBytesThatAreNotUTF8AsThemselves() {
        #expect(
            FileURI.make(for: path(bytes: Array("/tmp/f".utf8) + [0xFF] + Array(".jpg".utf8)))
                == "file:///tmp/f%FF.jpg")
    }

    @Test func matchesGLibForEveryByteValue() {
        // One name holding every byte from 1 to 255, `/` replaced by `x`.
        let name = (UInt8(1)...255).map { $0 == UInt8(ascii: "/") ? UInt8(ascii: "x") : $0 }
        let expected =
            "file:///%01%02%03%04%05%06%07%08%09%0A%0B%0C%0D%0E%0F%10%11%12%13%14%15%16%17%18%19%1A%1B%1C"
            + "%1D%1E%1F%20!%22%23$%25&'()*+,-.x0123456789:%3B%3C=%3E%3F@ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C"
            + "%5D%5E_%60abcdefghijklmnopqrstuvwxyz%7B%7C%7D~%7F"
            + (0x80...0xFF).map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        #expect(FileURI.make(for: path(bytes: [UInt8(ascii: "/")] + name)) == expected)
    }

    @Test func thumbnailNameOfAnEscapedURIMatchesGLibs() {
        let uri = FileURI.make(for: "/a b/#1 %2?x;y=z&w+v@u$t,s:r!q~p*o(n)m'l")
        #expect(uri == "file:///a%20b/%231%20%252%3Fx%3By=z&w+v@u$t,s:r!q~p*o(n)m'l")
        #expect(MD5.hex(uri.utf8) == "499f23f66cf909c33d9d17370e8cd7ea")
    }
}

/// The path with exactly these bytes.
private func path(bytes: [UInt8]) -> FilePath {
    FilePath(platformString: bytes.map { CChar(bitPattern: $0) } + [0])
}
